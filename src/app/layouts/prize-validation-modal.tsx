import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useConfig } from '../stores/config.js';
import { useSession } from '../stores/session.js';
import { dismissPrizeModal, useUi } from '../stores/ui.js';
import { useConsentRenewalOpen } from './consent-renewal-modal.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';

/**
 * 'Hai un premio da convalidare' → /form-win. Shown when the tenant has prize
 * validation on and the user record says a prize awaits validation (`prize_to_validate`).
 */
export function PrizeValidationModal() {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const { prizeModalDismissed } = useUi();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // One dialog at a time: the consent question first.
  const renewalOpen = useConsentRenewalOpen();
  const formWin = config.routes.find((route) => route.id === 'formWin' && route.enabled)?.path ?? '/form-win';
  const open =
    config.features.prizeValidation && Boolean(user?.prize_to_validate) && !prizeModalDismissed && !renewalOpen && pathname !== formWin;
  const validate = () => {
    dismissPrizeModal();
    navigate(formWin);
  };
  return (
    <Modal
      open={open}
      onClose={dismissPrizeModal}
      title={t('modal.prizeValidation.title')}
      actions={
        <>
          {/* Escape and the backdrop close it too; on a phone neither is obvious. */}
          <Button variant="ghost" onClick={dismissPrizeModal}>
            {t('modal.prizeValidation.later')}
          </Button>
          <Button variant="primary" onClick={validate}>
            {t('modal.prizeValidation.action')}
          </Button>
        </>
      }
    />
  );
}
