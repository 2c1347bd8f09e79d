import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import type { PrizeValidation } from '../../api/engagement.js';
import { TenantForm } from '../../forms/tenant-form.js';
import { useFormWin, useSendFormWin } from '../../queries/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig, useTimeZone } from '../../stores/config.js';
import { Container } from '../../../ui/container.js';
import { formatShortDate } from '../../../shared/format.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { EmptyState, ErrorState, Skeleton } from '../../../ui/states.js';
import { FormCard, FormColumn, Notice } from './layout.js';
import { ReceiptHistory } from './receipt-history.js';
import { receiptFileOf } from './receipt-file.js';
import { formFields, withFieldHint } from './submit-errors.js';

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
            <Skeleton $w="30%" $h="0.9em" />
            <Skeleton $h="46px" />
          </div>
        ))}
        <Skeleton $w="160px" $h="48px" />
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
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const config = useConfig();
  const fields = useMemo(() => formFields(config.forms['formWin']), [config]);
  const formWin = useFormWin();
  const sendFormWin = useSendFormWin();
  const [sent, setSent] = useState<PrizeValidation | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) noticeRef.current?.focus();
  }, [sent]);

  const submit = async (values: Record<string, unknown>) => {
    const file = receiptFileOf(values['receipt'], t('engagement.formWin.defaultFileName'));
    try {
      // The schema requires the receipt; a value that is no data URL reaches the server as missing.
      // On success the screen's state and the user record are read again (queries/engagement.ts).
      const answer = await sendFormWin.mutateAsync({
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
  };

  let body;
  if (formWin.isPending) body = <FormSkeleton label={t('engagement.formWin.loading')} />;
  else if (formWin.isError) body = <ErrorState message={normalizeError(formWin.error).message} onRetry={() => void formWin.refetch()} />;
  else {
    const { enabled, prize_to_validate: waiting, validations } = formWin.data;
    body = (
      <Stack>
        {sent && (
          <Notice $tone="success" role="status" tabIndex={-1} ref={noticeRef} data-testid="form-win-sent">
            <h2>{t('engagement.formWin.sentTitle')}</h2>
            <p>{t('engagement.formWin.sentText', { date: formatShortDate(sent.receipt_date, timeZone) })}</p>
          </Notice>
        )}
        {!enabled ? (
          <EmptyState>{t('engagement.formWin.disabled')}</EmptyState>
        ) : waiting && !sent ? (
          <div>
            <Lead as="div">
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
        <FormColumn>
          <PageTitle>{t(title)}</PageTitle>
          {body}
        </FormColumn>
      </Page>
    </Container>
  );
}
