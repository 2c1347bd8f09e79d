import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, normalizeError } from '../../api/api-error.js';
import type { Voucher } from '../../api/engagement.js';
import { useClaimVoucherCode, useVoucher } from '../../queries/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig, useTimeZone } from '../../stores/config.js';
import { CopyCode } from './copy-code.js';
import { formatEuro, formatLongDate, formatPoints } from '../../../shared/format.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/states.js';
import { EngagementDetail, isId, itemArticle } from './engagement-detail.js';
import { Notice } from './layout.js';
import { pathTo } from './route-links.js';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0 0 24px;
  div {
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.input}px;
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
  }
`;

/** Value, points and expiry, the expiry note, and the code with its copy button (or why there is none yet). */
function VoucherFacts({ voucher }: { voucher: Voucher }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  return (
    <>
      <Facts>
        {voucher.value > 0 && (
          <div>
            <dt>{t('engagement.voucher.value')}</dt>
            <dd>{formatEuro(voucher.value)}</dd>
          </div>
        )}
        <div>
          <dt>{t('engagement.voucher.pointsLabel')}</dt>
          <dd>{voucher.points > 0 ? formatPoints(voucher.points) : t('engagement.vouchers.free')}</dd>
        </div>
        <div>
          <dt>{voucher.expired ? t('engagement.voucher.expiredLabel') : t('engagement.voucher.expiresLabel')}</dt>
          <dd>{voucher.expires_at ? formatLongDate(voucher.expires_at, timeZone) : t('engagement.voucher.noExpiry')}</dd>
        </div>
      </Facts>
      {voucher.expired && voucher.expires_at && (
        <Notice $tone="error" role="note">
          <p>{t('engagement.voucher.expiredNote', { date: formatLongDate(voucher.expires_at, timeZone) })}</p>
        </Notice>
      )}
      {voucher.code ? <CopyCode code={voucher.code} expired={voucher.expired} /> : <ClaimCode voucher={voucher} />}
    </>
  );
}

const ClaimBox = styled.div`
  display: grid;
  justify-items: start;
  gap: 12px;
  margin: 12px 0 0;
`;

/**
 * No code yet: the customer may ask for one of the voucher's pool (POST vouchers/{id}/code). The
 * server's answer says why there is none (the pool is empty, or the voucher has no pool) in Italian.
 */
function ClaimCode({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation();
  const claim = useClaimVoucherCode(String(voucher.id));
  const refusal = claim.isError ? normalizeError(claim.error) : null;
  // Over (409) is an answer, not a failure to retry: the button goes; anything else may be tried again.
  const over = refusal?.status === 409;
  return (
    <Notice $tone={refusal ? 'error' : 'info'}>
      <p>{t('engagement.voucher.noCode')}</p>
      {!voucher.expired && !over && (
        <ClaimBox>
          <p>{t('engagement.voucher.claimHint')}</p>
          <Button variant="primary" loading={claim.isPending} onClick={() => claim.mutate()}>
            {t('engagement.voucher.claim')}
          </Button>
        </ClaimBox>
      )}
      {refusal && <p role="alert">{refusal.message}</p>}
    </Notice>
  );
}

/**
 * /vantaggi/{id}: one of the customer's vouchers (GET vouchers/{id}) with its code shown large
 * and a copy button; value, points and expiry; how to use it (sanitised HTML).
 */
export default function VoucherDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { id } = useParams();
  const valid = isId(id);
  const query = useVoucher(valid ? id : null);
  const failure = !valid ? new ApiError(t('engagement.voucher.notFound'), 404) : query.isError ? normalizeError(query.error) : null;
  const list = pathTo(config, 'advantagesAlias') ?? pathTo(config, 'advantages');
  const back = list ? { to: list, label: t('engagement.voucher.back') } : null;

  const voucher = !failure && query.isSuccess ? query.data : null;
  return (
    <EngagementDetail
      routeTitle={t(title)}
      back={back}
      loadingLabel={t('engagement.voucher.loading')}
      failure={failure}
      explain={({ status, message }) =>
        status === 404 || status === 400 ? <EmptyState>{status === 404 ? message : t('engagement.voucher.notFound')}</EmptyState> : null
      }
      onRetry={() => void query.refetch()}
      article={
        voucher && {
          ...itemArticle('voucher-title', voucher),
          lead: voucher.description,
          details: <VoucherFacts voucher={voucher} />,
          bodyTitle: t('engagement.voucher.howTo'),
        }
      }
    />
  );
}
