import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../stores/session.js';
import { closeModal, LOGOUT_MODAL, useUi } from '../stores/ui.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';

/** 'Sei sicuro di volerti disconnettere?' ANNULLA / CONFERMA; confirming signs out and reloads at /. */
export function LogoutModal() {
  const { t } = useTranslation();
  const { modal } = useUi();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logout();
  };
  return (
    <Modal
      open={modal === LOGOUT_MODAL}
      onClose={closeModal}
      title={t('modal.logout.title')}
      hideTitle
      actions={
        <>
          <Button variant="outline" onClick={closeModal} disabled={busy}>
            {t('modal.logout.cancel')}
          </Button>
          <Button variant="primary" onClick={confirm} loading={busy}>
            {t('modal.logout.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('modal.logout.text')}</p>
    </Modal>
  );
}
