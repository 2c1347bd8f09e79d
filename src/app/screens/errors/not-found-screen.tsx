import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPage } from '../../../ui/error-page.js';

/** Any path the tenant's routes do not serve. Registered as screen "NotFound". */
export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errors.notFound.title')} text={t('errors.notFound.text')}>
      <Link to="/">{t('common.backHome')}</Link>
    </ErrorPage>
  );
}
