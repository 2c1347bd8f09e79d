import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { getPartners, type Partner } from '../../api/engagement.js';
import { Badge, Card, CardBody, CardGrid, CardText, CardTitle, ImageBox } from './cards.js';
import { SectionTitle } from './layout.js';
import { CardSkeletons, EmptyState, ErrorState } from './states.js';
import { useRemote } from './use-remote.js';

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
        <CardTitle id={`partner-${partner.id}`}>{partner.name}</CardTitle>
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
 * The partners of the initiative (GET partners, spec §3 'partners list'). They live on the
 * advantages screen, after the advantages and vouchers they offer: the spec gives the partners no
 * route of their own, and a partner means something to the customer next to its advantages.
 */
export function PartnersSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const { state, retry } = useRemote('partners', getPartners);
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{t('engagement.partners.title')}</SectionTitle>
      {state.status === 'loading' && <CardSkeletons ratio="3 / 1" count={4} label={t('engagement.partners.loading')} />}
      {state.status === 'error' && <ErrorState message={state.error.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState>{t('engagement.partners.empty')}</EmptyState>}
      {state.status === 'ready' && state.data.length > 0 && (
        <CardGrid>
          {state.data.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
