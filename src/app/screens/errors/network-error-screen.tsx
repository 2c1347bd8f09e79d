import { useTranslation } from 'react-i18next';
import { page } from '../../routing/page.js';
import { Button } from '../../../ui/button.js';
import { ErrorPage } from '../../../ui/error-page.js';

/** The server did not answer at start-up. */
export default function NetworkErrorScreen() {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('errors.networkPage.title', { defaultValue: 'Errore di rete' })}
      text={t('errors.networkPage.text', { defaultValue: 'Il server non risponde. Controlla la connessione e riprova.' })}
    >
      <Button variant="primary" onClick={() => page.reload()}>
        {t('common.reload', { defaultValue: 'Ricarica la pagina' })}
      </Button>
    </ErrorPage>
  );
}
