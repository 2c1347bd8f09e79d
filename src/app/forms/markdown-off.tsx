import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx, which @rjsf/core imports for `ui:enableMarkdownInDescription`,
 * its configuration-error notice and its own file widget (ours replaces it). Tenant descriptions
 * and hints are plain text by design (docs/forms.md): operators' text never becomes markup. The
 * real parser was a third of the forms engine's weight on the login route (84 KB raw), so
 * vite.config.ts and vitest.config.ts alias `markdown-to-jsx/react` here and text stays text.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}

export default Markdown;
