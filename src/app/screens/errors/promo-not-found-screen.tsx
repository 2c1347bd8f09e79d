import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorPage } from '../../../ui/error-page.js';

/**
 * Unknown initiative on /promo/{initiative}. Registered as screen "PromoNotFound"; the promo screen
 * (content issue) renders the same ErrorPage with these texts when the initiative is missing.
 */
export default function PromoNotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage title={t('errors.promoNotFound.title')} text={t('errors.promoNotFound.text')}>
      <Link to="/">{t('common.backHome')}</Link>
    </ErrorPage>
  );
}
