import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, useSnapshot } from 'valtio';

/**
 * A screen that shows one thing (an article, a prize) names it in the tab instead of the route's
 * generic title. It is one value that RouteTitle reads, not a second writer of document.title:
 * two effects writing the title raced (the route's one re-ran when its translation arrived and
 * overwrote the article's).
 */
const pageTitle = proxy<{ name: string | null }>({ name: null });

/** Names the page after what the screen shows while it is mounted (null: the route's title). */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    pageTitle.name = name;
    return () => {
      if (pageTitle.name === name) pageTitle.name = null;
    };
  }, [name]);
}

/** Sets the document title to "<page> | <initiative>" (titles may be translation keys or text). */
export function RouteTitle({ title, siteName }: { title: string; siteName: string }) {
  const { t } = useTranslation();
  const { name } = useSnapshot(pageTitle);
  const page = name ?? (title ? t(title) : '');
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : siteName;
  }, [page, siteName]);
  return null;
}
