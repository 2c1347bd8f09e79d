import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { editorExtensions, isEditorLink } from './editor-extensions.js';

export const LINK_REFUSED = 'Indirizzo non ammesso: usa un indirizzo che inizia con http://, https:// o mailto:';

const Frame = styled.div<{ $invalid: boolean }>`
  margin-bottom: 16px;
  .label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
  }
  .box {
    border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
    border-radius: ${({ theme }) => theme.radii.input}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .surface {
    min-height: 180px;
    max-height: 60vh;
    overflow-y: auto;
    padding: 8px 12px;
  }
  .surface:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  .error {
    margin: 6px 0 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const LinkForm = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: end;
  padding: 8px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

interface Tool {
  label: string;
  /** Shown on the button; the label is its accessible name. */
  text: string;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
}

const TOOLS: readonly Tool[] = [
  { label: 'Grassetto', text: 'G', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: 'Corsivo', text: 'C', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  { label: 'Sottolineato', text: 'S', run: (e) => e.chain().focus().toggleUnderline().run(), active: (e) => e.isActive('underline') },
  { label: 'Barrato', text: 'ab̶', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  {
    label: 'Titolo di sezione',
    text: 'T2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: 'Sottotitolo',
    text: 'T3',
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: 'Elenco puntato', text: '•', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  {
    label: 'Elenco numerato',
    text: '1.',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { label: 'Citazione', text: '❝', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { label: 'Linea di separazione', text: '—', run: (e) => e.chain().focus().setHorizontalRule().run() },
  { label: 'Annulla', text: '↶', run: (e) => e.chain().focus().undo().run() },
  { label: 'Ripeti', text: '↷', run: (e) => e.chain().focus().redo().run() },
];

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
}

/**
 * Rich text for the console's content (TipTap on ProseMirror), limited by editorExtensions() to
 * what the server's sanitiser keeps. The toolbar is one tab stop (WAI-ARIA toolbar: arrows move
 * between buttons, Home/End to the ends); the text area is a labelled multi-line textbox.
 */
export function RichTextEditor({ label, value, onChange, error }: RichTextEditorProps) {
  const id = useId();
  const latest = useRef(onChange);
  latest.current = onChange;
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editorProps: {
      attributes: {
        class: 'surface',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-error` } : {}),
      },
    },
    onUpdate: ({ editor: e }) => latest.current(e.isEmpty ? '' : e.getHTML()),
  });
  // A value from outside (the item loaded, a reset) replaces the text; the editor's own edits do not loop back.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML())) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Frame $invalid={Boolean(error)}>
      <span className="label" id={`${id}-label`}>
        {label}
      </span>
      <div className="box">
        {editor ? <EditorToolbar editor={editor} label={label} /> : null}
        <EditorContent editor={editor} />
      </div>
      <p className="error" id={`${id}-error`} aria-live="polite">
        {error ?? ''}
      </p>
    </Frame>
  );
}

function EditorToolbar({ editor, label }: { editor: Editor; label: string }) {
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => TOOLS.map((t) => t.active?.(e) ?? null) });
  const linkActive = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });
  const [focused, setFocused] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const count = TOOLS.length + 1;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + count) % count;
    setFocused(index);
    buttons.current[index]?.focus();
  };
  const tab = (index: number) => ({
    ref: (el: HTMLButtonElement | null) => {
      buttons.current[index] = el;
    },
    tabIndex: index === focused ? 0 : -1,
    onFocus: () => setFocused(index),
  });

  return (
    <>
      <Toolbar role="toolbar" aria-label={`Formattazione: ${label}`} onKeyDown={onKeyDown}>
        {TOOLS.map((tool, index) => (
          <Button
            key={tool.label}
            type="button"
            size="sm"
            variant="outline"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={tool.active ? Boolean(pressed[index]) : undefined}
            onClick={() => tool.run(editor)}
            {...tab(index)}
          >
            {tool.text}
          </Button>
        ))}
        <Button
          type="button"
          size="sm"
          variant="outline"
          aria-expanded={linkOpen}
          aria-pressed={linkActive}
          onClick={() => setLinkOpen((o) => !o)}
          {...tab(TOOLS.length)}
        >
          Link
        </Button>
      </Toolbar>
      {linkOpen && <LinkEditor editor={editor} onClose={() => setLinkOpen(false)} />}
    </>
  );
}

function LinkEditor({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [url, setUrl] = useState(() => (editor.getAttributes('link')['href'] as string | undefined) ?? '');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = url.trim();
    if (!isEditorLink(href)) return setError(LINK_REFUSED);
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    onClose();
  };
  return (
    <LinkForm
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          apply();
        } else if (event.key === 'Escape') onClose();
      }}
    >
      <TextField
        label="Indirizzo del link"
        hint="http://, https:// o mailto:"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={error}
        autoFocus
      />
      <Button type="button" size="sm" variant="primary" onClick={apply}>
        Applica il link
      </Button>
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          onClose();
        }}
      >
        Togli il link
      </Button>
    </LinkForm>
  );
}
