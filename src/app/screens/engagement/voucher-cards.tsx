import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import type { Voucher } from '../../api/engagement.js';
import { useVouchers } from '../../queries/engagement.js';
import { useConfig, useTimeZone } from '../../stores/config.js';
import { formatEuro, formatShortDate } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle, Eyebrow, ImageBox } from '../../../ui/cards.js';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../ui/states.js';
import { CARD_MIN_WIDTH, SectionTitle } from './layout.js';
import { pathTo } from './route-links.js';

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: auto 0 0;
  padding-top: 8px;
  font-weight: 600;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

/** 'Scade il 12/05/2026', 'Scaduto il …' or nothing for a voucher without expiry. */
export function ExpiryBadge({ voucher }: { voucher: Pick<Voucher, 'expires_at' | 'expired'> }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  if (!voucher.expires_at) return null;
  const date = formatShortDate(voucher.expires_at, timeZone);
  return voucher.expired ? (
    <Badge $tone="error">{t('engagement.vouchers.expiredOn', { date })}</Badge>
  ) : (
    <Badge>{t('engagement.vouchers.expiresOn', { date })}</Badge>
  );
}

function VoucherCard({ voucher, href }: { voucher: Voucher; href: string | null }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby={`voucher-${voucher.id}`} data-expired={voucher.expired || undefined}>
      <ImageBox image={voucher.image} />
      <CardBody>
        {voucher.partner && <Eyebrow>{voucher.partner.name}</Eyebrow>}
        <CardTitle as="h3" id={`voucher-${voucher.id}`}>
          {href ? (
            <Link className="card-link" to={href}>
              {voucher.title}
            </Link>
          ) : (
            voucher.title
          )}
        </CardTitle>
        <CardText>{voucher.description}</CardText>
        <Badges>
          <ExpiryBadge voucher={voucher} />
          {/* An expired code is of no use: its availability would only mislead. */}
          {!voucher.expired &&
            (voucher.code ? (
              <Badge $tone="success">{t('engagement.vouchers.codeReady')}</Badge>
            ) : (
              <Badge>{t('engagement.vouchers.codePending')}</Badge>
            ))}
        </Badges>
        <Facts>
          {voucher.value > 0 && <span>{t('engagement.vouchers.valueOf', { value: formatEuro(voucher.value) })}</span>}
          <span>{voucher.points > 0 ? pointsText(t, voucher.points) : t('engagement.vouchers.free')}</span>
        </Facts>
      </CardBody>
    </Card>
  );
}

/** The customer's vouchers with their codes (GET vouchers); each opens /vantaggi/{id}. */
export function VouchersSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const vouchers = useVouchers();
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{t('engagement.vouchers.title')}</SectionTitle>
      {vouchers.isPending && <CardGridSkeleton min={CARD_MIN_WIDTH} label={t('engagement.vouchers.loading')} />}
      {vouchers.isError && <ErrorState message={normalizeError(vouchers.error).message} onRetry={() => void vouchers.refetch()} />}
      {vouchers.isSuccess && vouchers.data.length === 0 && <EmptyState>{t('engagement.vouchers.empty')}</EmptyState>}
      {vouchers.isSuccess && vouchers.data.length > 0 && (
        <CardGrid $min={CARD_MIN_WIDTH}>
          {vouchers.data.map((voucher) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} href={pathTo(config, 'voucherDetail', { id: voucher.id })} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
