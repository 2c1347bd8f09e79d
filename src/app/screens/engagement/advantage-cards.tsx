import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { normalizeError } from '../../api/api-error.js';
import type { AdvantageSummary } from '../../api/engagement.js';
import { useAdvantages } from '../../queries/engagement.js';
import { useConfig } from '../../stores/config.js';
import { Card, CardBody, CardGrid, CardText, CardTitle, Eyebrow, ImageBox } from '../../../ui/cards.js';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../ui/states.js';
import { CARD_MIN_WIDTH, SectionTitle } from './layout.js';
import { pathTo } from './route-links.js';

/** Cards of the first row load at once; the browser fetches the rest as they scroll near. */
const EAGER_CARDS = 3;

function AdvantageCard({ advantage, href, eager }: { advantage: AdvantageSummary; href: string | null; eager: boolean }) {
  return (
    <Card aria-labelledby={`advantage-${advantage.id}`}>
      <ImageBox image={advantage.image} load={eager ? 'eager' : 'lazy'} />
      <CardBody>
        {advantage.partner && <Eyebrow>{advantage.partner.name}</Eyebrow>}
        <CardTitle as="h3" id={`advantage-${advantage.id}`}>
          {href ? (
            <Link className="card-link" to={href}>
              {advantage.title}
            </Link>
          ) : (
            advantage.title
          )}
        </CardTitle>
        <CardText>{advantage.summary}</CardText>
      </CardBody>
    </Card>
  );
}

/** The advantages of the initiative (GET advantages): every one for a customer. */
export function AdvantagesSection({ id }: { id: string }) {
  const { t } = useTranslation();
  const config = useConfig();
  const advantages = useAdvantages();
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{t('engagement.advantages.sectionTitle')}</SectionTitle>
      {advantages.isPending && <CardGridSkeleton min={CARD_MIN_WIDTH} label={t('engagement.advantages.loading')} />}
      {advantages.isError && <ErrorState message={normalizeError(advantages.error).message} onRetry={() => void advantages.refetch()} />}
      {advantages.isSuccess && advantages.data.length === 0 && <EmptyState>{t('engagement.advantages.empty')}</EmptyState>}
      {advantages.isSuccess && advantages.data.length > 0 && (
        <CardGrid $min={CARD_MIN_WIDTH}>
          {advantages.data.map((advantage, i) => (
            <li key={advantage.id}>
              <AdvantageCard advantage={advantage} href={pathTo(config, 'advantageDetail', { id: advantage.id })} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
