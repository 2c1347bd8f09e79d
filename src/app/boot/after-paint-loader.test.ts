import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERACTIVE_ATTR } from '../../shared/first-screen.js';

/**
 * public/after-paint.js, the loader of a painted page's scripts (src/server/static/after-paint.ts
 * puts it in): when it starts them, and the taps it keeps until the app handles the page.
 */
const SOURCE = readFileSync('public/after-paint.js', 'utf8');

function loadPage(start: 'load' | 'paint'): void {
  document.head.innerHTML = `<script defer src="/after-paint.js" data-start="${start}" data-entry="/assets/index-abc.js" data-preload="/assets/a.js /assets/b.js"></script>`;
  document.body.innerHTML = `
    <header><button id="burger" type="button">Menu</button><a href="/news" id="news"><span role="button">Notizie</span></a></header>
    <form><button id="send">Invia</button></form>
    <form method="post" action="/v1/auth/signin-form"><input name="login_email"><button id="login">Accedi</button></form>`;
  // Run as the browser runs a classic script (not executed by jsdom from the markup above).
  new Function(SOURCE)();
}

const scriptsInHead = () => [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloadsInHead = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
const button = (id: string) => document.getElementById(id) as HTMLButtonElement;
/** A click as a tap makes it; false when something prevented its default action. */
const tap = (element: Element) => element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
/** React has hydrated: the mark app-shell.tsx sets, which the loader watches (a mutation: a microtask). */
async function becomeInteractive(): Promise<void> {
  document.documentElement.setAttribute(INTERACTIVE_ATTR, '');
  await Promise.resolve();
}

let readyState: DocumentReadyState;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.documentElement.removeAttribute(INTERACTIVE_ATTR);
  document.documentElement.removeAttribute('data-awaiting-forms');
});
afterEach(async () => {
  // Every loader of the test ends started and no longer listening, so none acts in the next.
  vi.runAllTimers();
  await becomeInteractive();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('when the scripts start', () => {
  it("a signed-out page's: once the first frame is drawn, the preloads and the entry as the built page had them", () => {
    loadPage('paint');
    expect(scriptsInHead()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(scriptsInHead()).toEqual([]);
    // The task after the frame.
    vi.advanceTimersByTime(1);
    expect(preloadsInHead()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
  });

  it("a customer's page: at the load event, not before its first frame nor twice", () => {
    loadPage('load');
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(scriptsInHead()).toEqual([]);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(3000);
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
  });

  it('after 3 s at the latest, when a picture never finishes loading', () => {
    loadPage('load');
    vi.advanceTimersByTime(2999);
    expect(scriptsInHead()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
  });

  it('at the first touch or key, when the customer starts using the page', () => {
    loadPage('load');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
  });

  it('at once on a page that has already loaded', () => {
    readyState = 'complete';
    loadPage('load');
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
  });
});

describe('a tap before the app handles the page', () => {
  it('is kept, starts the scripts, and the button is pressed again once the app handles it', async () => {
    loadPage('load');
    expect(tap(button('burger'))).toBe(false);
    expect(scriptsInHead()).toEqual(['/assets/index-abc.js']);
    // Hydration: React now answers the button.
    const pressed = vi.fn();
    button('burger').addEventListener('click', pressed);
    await becomeInteractive();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button('burger'));
  });

  it("stops a painted form's button from sending the form without the page's checks", async () => {
    loadPage('paint');
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', sent);
    expect(tap(button('send'))).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('lets the browser post the form the server takes as posted (the login page), and keeps nothing', async () => {
    loadPage('paint');
    expect(tap(button('login'))).toBe(true);
    const pressed = vi.fn((event: Event) => event.preventDefault());
    button('login').addEventListener('click', pressed);
    await becomeInteractive();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('presses only the last button tapped, once', async () => {
    loadPage('load');
    tap(button('send'));
    tap(button('burger'));
    const burger = vi.fn();
    const send = vi.fn((event: Event) => event.preventDefault());
    button('burger').addEventListener('click', burger);
    button('send').addEventListener('click', send);
    await becomeInteractive();
    document.documentElement.setAttribute('data-other', '');
    await Promise.resolve();
    expect(burger).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves links alone: each is a page the server paints', () => {
    loadPage('load');
    expect(tap(document.getElementById('news')!)).toBe(true);
    expect(tap(document.querySelector('#news span')!)).toBe(true);
  });

  it('presses nothing when the app drew its own page over the painted one', async () => {
    loadPage('load');
    tap(button('burger'));
    const painted = button('burger');
    const pressed = vi.fn();
    painted.addEventListener('click', pressed);
    document.body.innerHTML = '<header><button id="burger" type="button">Menu</button></header>';
    await becomeInteractive();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('once the app handles all but a painted form waiting for its engine, keeps only the taps inside that form', async () => {
    loadPage('paint');
    const login = document.querySelectorAll('form')[1]!;
    login.id = 'form-login';
    const toggle = document.createElement('button');
    toggle.type = 'button';
    toggle.id = 'toggle';
    login.append(toggle);
    // The shell is hydrated: React answers the burger itself, so the loader must not press it again.
    document.documentElement.setAttribute('data-awaiting-forms', 'login');
    const burger = vi.fn();
    button('burger').addEventListener('click', burger);
    expect(tap(button('burger'))).toBe(true);
    expect(tap(button('toggle'))).toBe(false);
    const toggled = vi.fn();
    button('toggle').addEventListener('click', toggled);
    document.documentElement.removeAttribute('data-awaiting-forms');
    await becomeInteractive();
    expect(burger).toHaveBeenCalledTimes(1);
    expect(toggled).toHaveBeenCalledTimes(1);
  });

  it('is no longer touched once the app handles the page', async () => {
    loadPage('load');
    await becomeInteractive();
    const pressed = vi.fn();
    button('burger').addEventListener('click', pressed);
    expect(tap(button('burger'))).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
