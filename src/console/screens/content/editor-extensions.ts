import type { Attribute, Extensions } from '@tiptap/core';
import Link from '@tiptap/extension-link';
import { OrderedList } from '@tiptap/extension-list';
import StarterKit from '@tiptap/starter-kit';

/** Links the editor makes or keeps: web pages and mail addresses only (no javascript:, data:, tel:). */
export function isEditorLink(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i.test(url.trim());
}

/**
 * The content editor's schema, narrowed to what the rich-text policy keeps
 * (src/shared/html-policy.ts), so what the staff member sees is what customers get: no code
 * blocks or inline code (not in the policy), headings at levels 2 and 3 (the page's title is the
 * 1), links with an href only (the sanitiser sets rel itself and a pasted class or target would
 * be dropped), ordered lists with their start only. tests/contract/editor-policy.test.ts feeds
 * every node and mark through the server's sanitiser and expects it back unchanged.
 */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      link: false,
      orderedList: false,
      heading: { levels: [2, 3] },
    }),
    OrderedList.extend({
      addAttributes() {
        const inherited = (this.parent?.() ?? {}) as Record<string, Attribute>;
        return { start: inherited['start'] ?? { default: 1 } };
      },
    }),
    Link.extend({
      addAttributes() {
        const inherited = (this.parent?.() ?? {}) as Record<string, Attribute>;
        return { href: inherited['href'] ?? { default: null } };
      },
    }).configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: [],
      isAllowedUri: (url) => isEditorLink(url),
      HTMLAttributes: { target: null, rel: null, class: null },
    }),
  ];
}
