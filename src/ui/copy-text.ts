/**
 * Puts `text` on the clipboard (the API needs a secure context and the page's permission); when
 * the browser refuses, selects `node`'s text instead so the person can copy it by hand.
 * Resolves true when copied, false when it fell back to the selection.
 */
export async function copyOrSelect(text: string, node: HTMLElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('clipboard unavailable');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const selection = node ? window.getSelection() : null;
    if (node && selection) {
      const range = document.createRange();
      range.selectNodeContents(node);
      selection.removeAllRanges();
      selection.addRange(range);
    }
    return false;
  }
}
