import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getAdvantages, type AdvantageSummary } from '../../api/engagement.js';
import { useConfig } from '../../stores/config.js';
import { Card, CardBody, CardGrid, CardText, CardTitle, Eyebrow, ImageBox } from './cards.js';
import { SectionTitle } from './layout.js';
import { CardSkeletons, EmptyState, ErrorState } from './states.js';
import { pathTo } from './route-links.js';
import { useRemote } from './use-remote.js';

/** Cards of the first row load at once; the browser fetches the rest as they scroll near. */
const EAGER_CARDS = 3;

function AdvantageCard({ advantage, href, eager }: { advantage: AdvantageSummary; href: string | null; eager: boolean }) {
  return (
    <Card aria-labelledby={`advantage-${advantage.id}`}>
      <ImageBox image={advantage.image} lazy={!eager} />
      <CardBody>
        {advantage.partner && <Eyebrow>{advantage.partner.name}</Eyebrow>}
        <CardTitle id={`advantage-${advantage.id}`}>
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
  const { state, retry } = useRemote('advantages', getAdvantages);
  return (
    <section aria-labelledby={id}>
      <SectionTitle id={id}>{t('engagement.advantages.sectionTitle')}</SectionTitle>
      {state.status === 'loading' && <CardSkeletons label={t('engagement.advantages.loading')} />}
      {state.status === 'error' && <ErrorState message={state.error.message} onRetry={retry} />}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState>{t('engagement.advantages.empty')}</EmptyState>}
      {state.status === 'ready' && state.data.length > 0 && (
        <CardGrid>
          {state.data.map((advantage, i) => (
            <li key={advantage.id}>
              <AdvantageCard advantage={advantage} href={pathTo(config, 'advantageDetail', { id: advantage.id })} eager={i < EAGER_CARDS} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
