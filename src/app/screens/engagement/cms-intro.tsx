import { useCmsIntro } from '../../queries/engagement.js';
import { Lead } from '../../../ui/page.js';
import { RichText } from '../../../ui/rich-text.js';
import { Skeleton } from '../../../ui/states.js';

/**
 * The tenant's CMS text that introduces a screen (sections 'advantages' and 'contact'). It is an
 * extra, not the screen: while it loads two grey lines hold its place, and when the tenant has
 * not written it (an empty section) or it fails the screen simply goes on without it.
 */
export function CmsIntro({ section }: { section: 'advantages' | 'contact' }) {
  const intro = useCmsIntro(section);
  if (intro.isPending) {
    return (
      <Lead as="div" aria-hidden="true">
        <Skeleton $h="1.1em" $w="90%" style={{ marginBottom: 8 }} />
        <Skeleton $h="1.1em" $w="60%" />
      </Lead>
    );
  }
  if (intro.isError || !intro.data.body_html.trim()) return null;
  return (
    <Lead as="div" data-testid={`cms-${section}`}>
      <RichText html={intro.data.body_html} />
    </Lead>
  );
}
