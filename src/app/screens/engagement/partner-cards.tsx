import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import type { Partner } from '../../api/engagement.js';
import { usePartners } from '../../queries/engagement.js';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle, ImageBox } from '../../../ui/cards.js';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../ui/states.js';
import { CARD_MIN_WIDTH, SectionTitle } from './layout.js';

const Logo = styled(ImageBox)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  img {
    padding: 12px;
  }
`;

const Website = styled.a`
  margin-top: auto;
  padding-top: 8px;
  font-weight: 600;
`;

/** Only web addresses are links: a partner record must not turn into a javascript: link. */
function safeWebsite(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const website = safeWebsite(partner.website);
  return (
    <Card aria-labelledby={`partner-${partner.id}`}>
      <Logo image={partner.logo} ratio="3 / 1" contain />
      <CardBody>
        <Badge>{partner.category}</Badge>
        <CardTitle as="h3" id={`partner-${partner.id}`}>
          {partner.name}
        </CardTitle>
        <CardText>{partner.description}</CardText>
        {website && (
          <Website href={website} target="_blank" rel="noopener noreferrer">
            {t('engagement.partners.website')}{' '}
            <span className="visually-hidden">{`${t('engagement.partners.websiteOf', { name: partner.name })} ${t('common.opensInNewTab')}`}</span>
          </Website>
        )}
      </CardBody>
    </Card>
  );
}

/**
 * The partners of the initiative (GET partners). They live on the
 * advantages screen, after the advantages and vouchers they offer: the partners have no
 * route of their own, and a partner means something to the customer next to its advantages.
 */
export function PartnersSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const partners = usePartners();
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{t('engagement.partners.title')}</SectionTitle>
      {partners.isPending && <CardGridSkeleton min={CARD_MIN_WIDTH} ratio="3 / 1" count={4} label={t('engagement.partners.loading')} />}
      {partners.isError && <ErrorState message={normalizeError(partners.error).message} onRetry={() => void partners.refetch()} />}
      {partners.isSuccess && partners.data.length === 0 && <EmptyState>{t('engagement.partners.empty')}</EmptyState>}
      {partners.isSuccess && partners.data.length > 0 && (
        <CardGrid $min={CARD_MIN_WIDTH}>
          {partners.data.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
