/**
 * Full page loads (logout, session expiry, error screens). Behind an object so tests can spy on
 * them: jsdom implements neither, and its Location cannot be stubbed.
 */
export const page = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
