import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getFormWin, sendFormWin, type PrizeValidation } from '../../api/engagement.js';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { refreshUser } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { formatShortDate } from '../../../shared/format.js';
import { FormCard, Lead, Narrow, Notice, Page, PageTitle } from './layout.js';
import { EmptyState, ErrorState, SkeletonBlock } from './states.js';
import { ReceiptHistory } from './receipt-history.js';
import { receiptFileOf } from './receipt-file.js';
import { formFields, withFieldHint } from './submit-errors.js';
import { useRemote } from './use-remote.js';

const Stack = styled.div`
  display: grid;
  /* minmax(0, …): a long file name in the preview must wrap, not widen the page at 390 px. */
  grid-template-columns: minmax(0, 1fr);
  gap: 32px;
  > * {
    margin-top: 0;
    margin-bottom: 0;
  }
`;

function FormSkeleton({ label }: { label: string }) {
  return (
    <FormCard role="status" aria-label={label}>
      <div aria-hidden="true" style={{ display: 'grid', gap: 18 }}>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} style={{ display: 'grid', gap: 8 }}>
            <SkeletonBlock $w="30%" $h="0.9em" />
            <SkeletonBlock $h="46px" />
          </div>
        ))}
        <SkeletonBlock $w="160px" $h="48px" />
      </div>
    </FormCard>
  );
}

/**
 * /form-win, reached from the 'Hai un premio da convalidare' modal: the tenant's `formWin` form
 * (receipt date, time, amount, photo or PDF of the receipt) sent as multipart with the file's name
 * in `receipt_name`. The server judges the file by its content: a refusal shows under the file
 * field. After a success the customer's record is re-read so the modal does not come back.
 */
export default function FormWinScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const fields = useMemo(() => formFields(config.forms['formWin']), [config]);
  const { state, retry, reload } = useRemote('form-win', getFormWin);
  const [sent, setSent] = useState<PrizeValidation | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const submit = async (values: Record<string, unknown>) => {
    const file = receiptFileOf(values['receipt'], t('engagement.formWin.defaultFileName'));
    try {
      // The schema requires the receipt; a value that is no data URL reaches the server as missing.
      const answer = await sendFormWin({
        receipt_date: String(values['receipt_date'] ?? ''),
        receipt_time: String(values['receipt_time'] ?? ''),
        amount: Number(values['amount']),
        receipt: file?.blob ?? new Blob([]),
        receipt_name: file?.name ?? '',
      });
      setSent(answer);
    } catch (error) {
      throw withFieldHint(error, fields, t('engagement.form.checkFields'));
    }
    // The validation is stored: a failed refresh must not turn it into an error to retry.
    await refreshUser().catch(() => undefined);
    reload();
  };

  let body;
  if (state.status === 'loading') body = <FormSkeleton label={t('engagement.formWin.loading')} />;
  else if (state.status === 'error') body = <ErrorState message={state.error.message} onRetry={retry} />;
  else {
    const { enabled, prize_to_validate: waiting, validations } = state.data;
    body = (
      <Stack>
        {sent && (
          <Notice $tone="success" role="status" tabIndex={-1} ref={noticeRef} data-testid="form-win-sent">
            <h2>{t('engagement.formWin.sentTitle')}</h2>
            <p>{t('engagement.formWin.sentText', { date: formatShortDate(sent.receipt_date) })}</p>
          </Notice>
        )}
        {!enabled ? (
          <EmptyState>{t('engagement.formWin.disabled')}</EmptyState>
        ) : waiting && !sent ? (
          <div>
            <Lead>
              <p>{t('engagement.formWin.intro')}</p>
            </Lead>
            <FormCard aria-labelledby="form-win-title">
              <h2 id="form-win-title" className="visually-hidden">
                {t('engagement.formWin.formTitle')}
              </h2>
              <TenantForm formId="formWin" onSubmit={submit} />
            </FormCard>
          </div>
        ) : (
          !sent && <EmptyState>{t('engagement.formWin.nothingToValidate')}</EmptyState>
        )}
        {validations.length > 0 && <ReceiptHistory validations={validations} />}
      </Stack>
    );
  }

  return (
    <Container>
      <Page>
        <Narrow>
          <PageTitle>{t(title)}</PageTitle>
          {body}
        </Narrow>
      </Page>
    </Container>
  );
}
