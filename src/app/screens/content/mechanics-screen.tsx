import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import { useCmsSections } from '../../queries/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { formatLongDate } from '../../../shared/format.js';
import { RichText } from '../../../ui/rich-text.js';
import { DetailSkeleton } from '../../../ui/detail-layout.js';
import { Meta, Page, PageTitle } from '../../../ui/page.js';
import { EmptyState, ErrorState } from '../../../ui/states.js';
import { serverErrorText } from './error-text.js';
import { useTimeZone } from '../../stores/config.js';

/** Rules on the left at reading width, the short 'how it works' beside them; stacked on phones. */
const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(260px, 340px);
  align-items: start;
  gap: 40px;
  margin-top: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 28px;
  }
`;

const Main = styled.div`
  max-width: 760px;
`;

/** The how-it-works headings become numbered steps (CSS counters: the HTML stays the CMS's). */
const Steps = styled.aside`
  padding: 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.card}px;
  counter-reset: step;
  h2 {
    margin: 0 0 16px;
    font-size: 1.3rem;
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin: 20px 0 6px;
    font-size: 1.05rem;
    counter-increment: step;
  }
  h3::before {
    content: counter(step);
    display: inline-flex;
    flex: none;
    width: 32px;
    height: 32px;
    align-items: center;
    justify-content: center;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-size: 0.95rem;
  }
  p {
    margin: 0 0 0 42px;
    font-size: 0.98rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: ${({ theme }) => theme.headerHeight + 24}px;
  }
`;

/**
 * /meccanica: the initiative's mechanics from the CMS (GET /cms): the `mechanics` section as the
 * page text, and the short `howItWorks` section as numbered steps beside it. Either may
 * be missing for a tenant; with neither there is an empty state rather than a blank page.
 */
export default function MechanicsScreen({ title }: ScreenProps) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const sections = useCmsSections();
  const mechanics = sections.data?.['mechanics'];
  const howItWorks = sections.data?.['howItWorks'];

  return (
    <Container>
      <Page>
        <PageTitle>{mechanics?.title ?? t(title)}</PageTitle>
        {mechanics?.updated_at && (
          <Meta>
            <time dateTime={mechanics.updated_at}>
              {t('content.mechanics.updated', { date: formatLongDate(mechanics.updated_at, timeZone) })}
            </time>
          </Meta>
        )}
        {sections.isPending && <DetailSkeleton withImage={false} />}
        {sections.isError && (
          <ErrorState message={serverErrorText(normalizeError(sections.error))} onRetry={() => void sections.refetch()} />
        )}
        {sections.isSuccess &&
          (mechanics || howItWorks ? (
            <Layout>
              <Main>{mechanics && <RichText html={mechanics.body_html} headingLevel={2} />}</Main>
              {howItWorks && (
                <Steps aria-labelledby="how-it-works">
                  <h2 id="how-it-works">{howItWorks.title}</h2>
                  <RichText html={howItWorks.body_html} headingLevel={3} />
                </Steps>
              )}
            </Layout>
          ) : (
            <EmptyState>{t('content.mechanics.empty')}</EmptyState>
          ))}
      </Page>
    </Container>
  );
}
