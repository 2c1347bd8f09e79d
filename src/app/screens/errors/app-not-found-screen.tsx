import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../ui/error-page.js';

/** No tenant serves this host name (app/start answered 404). */
export default function AppNotFoundScreen() {
  const { t } = useTranslation();
  // Default values: this screen can appear before, or without, the translation file.
  return (
    <ErrorPage
      title={t('errors.appNotFound.title', { defaultValue: 'Applicazione non trovata' })}
      text={t('errors.appNotFound.text', { defaultValue: "L'indirizzo aperto non corrisponde a nessuna iniziativa attiva." })}
    />
  );
}
