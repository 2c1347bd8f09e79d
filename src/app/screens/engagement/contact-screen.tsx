import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { sendContact, type ContactAnswer } from '../../api/engagement.js';
import { TenantForm } from '../../forms/tenant-form.js';
import { useContactRequestsRefresh } from '../../queries/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { Container } from '../../../ui/container.js';
import { CmsIntro } from './cms-intro.js';
import { ContactRequests } from './contact-requests.js';
import { Page, PageTitle } from '../../../ui/page.js';
import { FormCard, FormColumn, Notice } from './layout.js';
import { formFields, withFieldHint } from './submit-errors.js';

const Below = styled.div`
  margin-top: 40px;
`;

/**
 * /contatti: the tenant's `contact` form (topic and message required; the optional order is picked
 * from the customer's own orders by the customerOrder widget and sent as its order_number). On
 * success 'Messaggio inviato' with the server's confirmation, and an empty form for the next
 * message; on failure the form keeps everything typed and shows the server's message. Below the
 * form, the customer's own requests with the staff's replies (contact-requests.tsx).
 */
export default function ContactScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const fields = useMemo(() => formFields(config.forms['contact']), [config]);
  const [sent, setSent] = useState<ContactAnswer | null>(null);
  // A new key empties the form after a success (and reloads the order list).
  const [round, setRound] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);
  const refreshRequests = useContactRequestsRefresh();

  useEffect(() => {
    // The form the customer just used is gone: take keyboard and screen reader to the confirmation.
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  return (
    <Container>
      <Page>
        <FormColumn>
          <PageTitle>{t(title)}</PageTitle>
          <CmsIntro section="contact" />
          {sent && (
            <Notice $tone="success" role="status" tabIndex={-1} ref={noticeRef} data-testid="contact-sent">
              <h2>{t('engagement.contact.sentTitle')}</h2>
              <p>{sent.message}</p>
              {sent.order_number && <p>{t('engagement.contact.sentOrder', { order: sent.order_number })}</p>}
            </Notice>
          )}
          <FormCard aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="visually-hidden">
              {t('engagement.contact.formTitle')}
            </h2>
            <TenantForm
              key={round}
              formId="contact"
              onSubmit={async (values) => {
                setSent(null);
                try {
                  const answer = await sendContact({
                    ...values,
                    topic: String(values['topic'] ?? ''),
                    message: String(values['message'] ?? ''),
                    order: values['order'] ? String(values['order']) : undefined,
                  });
                  setSent(answer);
                  setRound((n) => n + 1);
                  refreshRequests();
                } catch (error) {
                  throw withFieldHint(error, fields, t('engagement.form.checkFields'));
                }
              }}
            />
          </FormCard>
          <Below>
            <ContactRequests />
          </Below>
        </FormColumn>
      </Page>
    </Container>
  );
}
