/**
 * Set only by the server's first-screen render (src/app/entry-server.tsx), for a visitor whose
 * page request says a session exists (the hint cookie) but cannot say whose: the route then
 * paints its layout around the screen's loading state, which the browser replaces once it knows
 * the customer. In the browser it stays false.
 */
let sessionUnknown = false;

export function setServerSessionUnknown(value: boolean): void {
  sessionUnknown = value;
}

export function isServerSessionUnknown(): boolean {
  return sessionUnknown;
}
