import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleTheme } from '../../theme.js';
import { LINK_REFUSED, RichTextEditor } from './rich-text-editor.js';

// jsdom does no layout: ProseMirror asks where a click landed, and the answer "nowhere" keeps the selection as it is.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
});

let latest = '';
function Harness({ initial = '<p>Ciao</p>' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  latest = html;
  return (
    <ThemeProvider theme={consoleTheme}>
      <RichTextEditor label="Testo" value={html} onChange={setHtml} />
    </ThemeProvider>
  );
}

describe('RichTextEditor', () => {
  it('is a labelled textbox with a formatting toolbar in Italian', async () => {
    render(<Harness />);
    expect(await screen.findByRole('textbox', { name: 'Testo' })).toHaveTextContent('Ciao');
    const toolbar = screen.getByRole('toolbar', { name: 'Formattazione: Testo' });
    for (const name of ['Grassetto', 'Corsivo', 'Sottolineato', 'Elenco puntato', 'Elenco numerato', 'Titolo di sezione', 'Link'])
      expect(toolbar).toContainElement(screen.getByRole('button', { name }));
  });

  it('moves through the toolbar with the arrow keys as one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const bold = await screen.findByRole('button', { name: 'Grassetto' });
    expect(bold).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('button', { name: 'Corsivo' })).toHaveAttribute('tabindex', '-1');
    bold.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Corsivo' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(bold).toHaveFocus();
  });

  it('makes the selection bold and reports the HTML', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Grassetto' }));
    expect(latest).toBe('<p><strong>Ciao</strong></p>');
    expect(screen.getByRole('button', { name: 'Grassetto' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a javascript: link next to its field, and sets an https one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = await screen.findByRole('textbox', { name: 'Testo' });
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const field = screen.getByRole('textbox', { name: /Indirizzo del link/ });
    await user.type(field, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Applica il link' }));
    expect(await screen.findByText(LINK_REFUSED)).toBeInTheDocument();
    expect(latest).not.toContain('<a');
    await user.clear(field);
    await user.type(field, 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Applica il link' }));
    expect(latest).toBe('<p><a href="https://example.com">Ciao</a></p>');
  });
});
