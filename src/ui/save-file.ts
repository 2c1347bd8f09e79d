/**
 * Saves what a call answered as a download. A plain link cannot carry the bearer token, so files
 * come through the API client (token, 401 refresh) and are handed to the browser from an object URL.
 */
export function saveFile(data: unknown, fileName: string, type = 'text/csv'): void {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the URL to the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
