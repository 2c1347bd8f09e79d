import { getCmsSection } from '../../api/engagement.js';
import { Lead } from './layout.js';
import { SkeletonBlock } from './states.js';
import { RichText } from '../../../ui/rich-text.js';
import { useRemote } from './use-remote.js';

/**
 * The tenant's CMS text that introduces a screen (sections 'advantages' and 'contact'). It is an
 * extra, not the screen: while it loads two grey lines hold its place, and when the tenant has
 * none (404) or it fails the screen simply goes on without it.
 */
export function CmsIntro({ section }: { section: 'advantages' | 'contact' }) {
  const { state } = useRemote(`cms:${section}`, () => getCmsSection(section));
  if (state.status === 'loading') {
    return (
      <Lead aria-hidden="true">
        <SkeletonBlock $h="1.1em" $w="90%" style={{ marginBottom: 8 }} />
        <SkeletonBlock $h="1.1em" $w="60%" />
      </Lead>
    );
  }
  if (state.status === 'error' || !state.data.body_html.trim()) return null;
  return (
    <Lead data-testid={`cms-${section}`}>
      <RichText html={state.data.body_html} />
    </Lead>
  );
}
