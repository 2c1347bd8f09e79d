import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { getVoucher } from '../../api/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { Container } from '../../../ui/container.js';
import { CopyCode } from './copy-code.js';
import { formatEuro, formatLongDate, formatPoints } from '../../../shared/format.js';
import { Eyebrow } from './cards.js';
import { BackLink, DetailLayout, Notice, Page, PageTitle, RoundedImage } from './layout.js';
import { DetailSkeleton, EmptyState, ErrorState } from './states.js';
import { RichText } from '../../../ui/rich-text.js';
import { pathTo } from './route-links.js';
import { useRemote } from './use-remote.js';

const Description = styled.p`
  margin: 0 0 20px;
  font-size: 1.1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

const HowTo = styled.section`
  margin-top: 28px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

const isId = (id: string | undefined): id is string => Boolean(id && /^[1-9]\d{0,9}$/.test(id));

/**
 * /vantaggi/{id}: one of the customer's vouchers (GET vouchers/{id}) with its code shown large
 * and a copy button; value, points and expiry; how to use it (sanitised HTML).
 */
export default function VoucherDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { id } = useParams();
  const { state, retry } = useRemote(`voucher:${id ?? ''}`, () =>
    isId(id) ? getVoucher(id) : Promise.reject(new ApiError(t('engagement.voucher.notFound'), 404)),
  );
  const list = pathTo(config, 'advantagesAlias') ?? pathTo(config, 'advantages');
  const back = list && <BackLink to={list}>← {t('engagement.voucher.back')}</BackLink>;

  if (state.status === 'loading') {
    return (
      <Container>
        <Page>
          {back}
          <DetailSkeleton label={t('engagement.voucher.loading')} />
        </Page>
      </Container>
    );
  }
  if (state.status === 'error') {
    const { status, message } = state.error;
    return (
      <Container>
        <Page>
          {back}
          <PageTitle>{t(title)}</PageTitle>
          {status === 404 || status === 400 ? (
            <EmptyState>{status === 404 ? message : t('engagement.voucher.notFound')}</EmptyState>
          ) : (
            <ErrorState message={message} onRetry={retry} />
          )}
        </Page>
      </Container>
    );
  }

  const voucher = state.data;
  return (
    <Container>
      <Page>
        {back}
        <DetailLayout as="article" aria-labelledby="voucher-title">
          <RoundedImage image={voucher.image} lazy={false} />
          <div>
            {voucher.partner && <Eyebrow>{voucher.partner.name}</Eyebrow>}
            <PageTitle id="voucher-title">{voucher.title}</PageTitle>
            <Description>{voucher.description}</Description>
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
                <dd>{voucher.expires_at ? formatLongDate(voucher.expires_at) : t('engagement.voucher.noExpiry')}</dd>
              </div>
            </Facts>
            {voucher.expired && voucher.expires_at && (
              <Notice $tone="error" role="note">
                <p>{t('engagement.voucher.expiredNote', { date: formatLongDate(voucher.expires_at) })}</p>
              </Notice>
            )}
            {voucher.code ? (
              <CopyCode code={voucher.code} expired={voucher.expired} />
            ) : (
              <Notice $tone="info">
                <p>{t('engagement.voucher.noCode')}</p>
              </Notice>
            )}
            {voucher.body_html.trim() && (
              <HowTo aria-labelledby="voucher-howto">
                <h2 id="voucher-howto">{t('engagement.voucher.howTo')}</h2>
                <RichText html={voucher.body_html} />
              </HowTo>
            )}
          </div>
        </DetailLayout>
      </Page>
    </Container>
  );
}
