import { useTranslation } from 'react-i18next';
import { page } from '../../routing/page.js';
import { Button } from '../../../ui/button.js';
import { ErrorPage } from '../../../ui/error-page.js';

/** Authentication error (status 400), e.g. a failed external sign-in token exchange. */
export default function AuthErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('errors.auth.title', { defaultValue: 'Errore di autenticazione' })}
      text={t('errors.auth.text', { defaultValue: "Non è stato possibile completare l'accesso. Riprova." })}
    >
      <Button variant="primary" onClick={() => page.assign('/')}>
        {t('common.backHome', { defaultValue: 'Torna alla home' })}
      </Button>
    </ErrorPage>
  );
}
