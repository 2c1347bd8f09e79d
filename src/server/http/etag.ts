/**
 * If-None-Match against our ETag (RFC 9110 §13.1.2): a list of tags, weak comparison, `*`.
 * A browser sends one tag; proxies and other clients may send several.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
}
