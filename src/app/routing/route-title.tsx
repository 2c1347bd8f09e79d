import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "<page> | <initiative>" (titles may be translation keys or text). */
export function RouteTitle({ title, siteName }: { title: string; siteName: string }) {
  const { t } = useTranslation();
  const page = title ? t(title) : '';
  useEffect(() => {
    document.title = page ? `${page} | ${siteName}` : siteName;
  }, [page, siteName]);
  return null;
}
