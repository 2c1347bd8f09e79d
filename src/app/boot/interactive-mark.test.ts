type Mark = typeof import('./interactive-mark.js');

async function freshMark(): Promise<Mark> {
  vi.resetModules();
  return import('./interactive-mark.js');
}

const marked = () => document.documentElement.hasAttribute('data-interactive');

describe('<html data-interactive>: the scripts handle the page', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-interactive');
    document.documentElement.removeAttribute('data-awaiting-forms');
  });

  it('is set once the shell is committed, when no form was painted', async () => {
    const mark = await freshMark();
    expect(marked()).toBe(false);
    mark.shellSettled();
    expect(marked()).toBe(true);
  });

  it('waits for every painted form as well, in either order', async () => {
    const mark = await freshMark();
    mark.awaitPaintedForms(['login', 'contact']);
    mark.paintedFormSettled('login');
    mark.shellSettled();
    expect(marked()).toBe(false);
    // A form the page never waited for changes nothing.
    mark.paintedFormSettled('signup');
    expect(marked()).toBe(false);
    // Meanwhile the page names the forms still waiting: the loader keeps only the taps inside them.
    expect(document.documentElement.getAttribute('data-awaiting-forms')).toBe('contact');
    mark.paintedFormSettled('contact');
    expect(marked()).toBe(true);
    expect(document.documentElement.hasAttribute('data-awaiting-forms')).toBe(false);
  });

  it('tells when the shell is committed', async () => {
    const mark = await freshMark();
    let committed = false;
    void mark.whenShellSettled().then(() => (committed = true));
    await Promise.resolve();
    expect(committed).toBe(false);
    mark.shellSettled();
    await Promise.resolve();
    expect(committed).toBe(true);
  });
});
