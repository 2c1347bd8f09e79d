import { ApiError } from '../api/client.js';

/** What the server said when it refused a file: its message and, when there are several, each reason. */
interface FileRefusal {
  message: string;
  details: string[];
}

/**
 * The server's refusal of an uploaded file, for the picker to show under it. A reason about a
 * row names it (`riga 4: …`); with several reasons the message becomes `lead` (the server's
 * message repeats the first reason, which the list says once).
 */
export function refusalOf(error: Error | null, lead: string): FileRefusal | null {
  if (!error) return null;
  const data = error instanceof ApiError ? (error.data as { details?: { field?: unknown; message?: unknown }[] } | undefined) : undefined;
  const lines = (data?.details ?? [])
    .filter((d) => typeof d.message === 'string' && d.message)
    .map((d) => (typeof d.field === 'string' && d.field.startsWith('riga ') ? `${d.field}: ${String(d.message)}` : String(d.message)));
  return lines.length > 1 ? { message: lead, details: lines } : { message: error.message, details: [] };
}

/** What the picker shows under the file: the page's own check of it first, else the server's refusal. */
export function fileErrors(
  problem: string | null,
  refusal: FileRefusal | null,
): { error: string | null; errorDetails?: readonly string[] } {
  return problem ? { error: problem, errorDetails: [] } : { error: refusal?.message ?? null, errorDetails: refusal?.details };
}
