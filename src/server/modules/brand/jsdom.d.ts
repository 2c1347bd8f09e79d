/**
 * The little of jsdom (a package without bundled types) that the SVG sanitiser uses: a window
 * with DOMParser and XMLSerializer for DOMPurify.
 */
declare module 'jsdom' {
  export type DOMWindow = Window & typeof globalThis;
  export class JSDOM {
    constructor(html?: string);
    readonly window: DOMWindow;
  }
}
