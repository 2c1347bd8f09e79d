/**
 * The messages between the console's settings screen and the portal it frames for the preview.
 * The portal opens with `?anteprima` (the server then lets the console's hosts frame it), says it
 * is ready, and from then on shows whatever tenant file the console sends, without saving it.
 * The portal accepts these only from its parent frame; the console only from the frame it made.
 */
export const PREVIEW_PARAM = 'anteprima';

/** Portal → console: booted and listening; sent again after each applied or refused draft. */
export interface PreviewReady {
  type: 'premia:preview-ready';
}

/** Portal → console: the draft could not be shown (the portal's own tenant checks refused it). */
export interface PreviewRefused {
  type: 'premia:preview-refused';
  problems: string[];
}

/** Console → portal: the tenant file to show (the saved file and overrides with the unsaved edits). */
export interface PreviewDraft {
  type: 'premia:preview-draft';
  tenant: Record<string, unknown>;
  /** A read-only access token of the customer to look through (pages that need a sign-in). */
  token?: string;
}

export type PortalToConsole = PreviewReady | PreviewRefused;

export function isPreviewDraft(data: unknown): data is PreviewDraft {
  const d = data as Partial<PreviewDraft> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    d.type === 'premia:preview-draft' &&
    typeof d.tenant === 'object' &&
    d.tenant !== null &&
    (d.token === undefined || typeof d.token === 'string')
  );
}

export function isPortalMessage(data: unknown): data is PortalToConsole {
  const d = data as { type?: unknown; problems?: unknown } | null;
  if (typeof d !== 'object' || d === null) return false;
  if (d.type === 'premia:preview-ready') return true;
  return d.type === 'premia:preview-refused' && Array.isArray(d.problems);
}
