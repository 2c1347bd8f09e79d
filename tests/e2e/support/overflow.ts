import type { Page } from 'playwright-core';

/** The page's width against the window's, and the elements reaching past the window's right edge. */
export interface PageOverflow {
  scrollWidth: number;
  innerWidth: number;
  /** The innermost elements whose box ends right of the window (tag#id.class and width), for a readable failure. */
  widest: string[];
}

/**
 * Whether the page itself scrolls sideways (`document.documentElement.scrollWidth` beyond the
 * window), with what sticks out. A box that scrolls inside itself (overflow auto) is not counted:
 * its content never widens the page.
 */
export async function pageOverflow(page: Page): Promise<PageOverflow> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const widest: string[] = [];
    const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    // Returns whether the element or anything inside it sticks out; names only the innermost ones.
    const visit = (el: Element): boolean => {
      if (scrolls(el) && el !== document.body) return el.getBoundingClientRect().right > limit + 0.5 && note(el);
      let inner = false;
      for (const child of el.children) inner = visit(child) || inner;
      if (inner) return true;
      return el.getBoundingClientRect().right > limit + 0.5 && note(el);
    };
    const note = (el: Element) => {
      const box = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      widest.push(`${name} ${Math.round(box.width)} px wide, right edge at ${Math.round(box.right)} px`);
      return true;
    };
    visit(document.body);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, widest: widest.slice(0, 8) };
  });
}
