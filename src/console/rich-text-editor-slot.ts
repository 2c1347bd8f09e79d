import { lazy } from 'react';

/**
 * The console's rich text editor (src/console/screens/content/), for another area that writes
 * rich text (the regolamento's drafts). Screens do not import each other: this module outside
 * them joins the two, and the editor (TipTap, a large chunk) loads only when a form shows it.
 */
export const RichTextEditorSlot = lazy(() => import('./screens/content/rich-text-editor.js').then((m) => ({ default: m.RichTextEditor })));
