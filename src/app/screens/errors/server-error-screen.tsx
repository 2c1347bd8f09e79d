import { useTranslation } from 'react-i18next';
import { page } from '../../routing/page.js';
import { Button } from '../../../ui/button.js';
import { ErrorPage } from '../../../ui/error-page.js';

export interface ServerErrorScreenProps {
  status: number;
  /** Shown for statuses below 500, where the server's own text says more than a generic line. */
  message?: string;
}

/** 'ERROR {code}' + 'Si è verificato un errore interno del server.' for a status ≥ 500. */
export default function ServerErrorScreen({ status, message }: ServerErrorScreenProps) {
  const { t } = useTranslation();
  const text =
    status >= 500 || !message ? t('errors.server.text', { defaultValue: 'Si è verificato un errore interno del server.' }) : message;
  return (
    <ErrorPage title={t('errors.server.title', { code: status, defaultValue: `ERROR ${status}` })} text={text}>
      <Button variant="primary" onClick={() => page.reload()}>
        {t('common.reload', { defaultValue: 'Ricarica la pagina' })}
      </Button>
    </ErrorPage>
  );
}
