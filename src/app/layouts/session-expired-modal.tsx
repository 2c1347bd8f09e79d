import { useTranslation } from 'react-i18next';
import { page } from '../routing/page.js';
import { useUi } from '../stores/ui.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';

/** After a 401 the refresh failed too, so the session is over; OK reloads the page for a clean start. */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const { sessionExpired } = useUi();
  const reload = () => page.reload();
  return (
    <Modal
      open={sessionExpired}
      onClose={reload}
      dismissible={false}
      title={t('modal.sessionExpired.title')}
      actions={
        <Button variant="primary" onClick={reload}>
          {t('modal.ok')}
        </Button>
      }
    >
      <p>{t('modal.sessionExpired.text')}</p>
    </Modal>
  );
}
