import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { AdvantagesSection } from './advantage-cards.js';
import { CmsIntro } from './cms-intro.js';
import { PartnersSection } from './partner-cards.js';
import { Page, PageTitle } from '../../../ui/page.js';
import { VouchersSection } from './voucher-cards.js';

const JumpNav = styled.nav`
  margin: 0 0 32px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: 999px;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: 48px;
  h2 {
    scroll-margin-top: ${({ theme }) => theme.headerHeight + 16}px;
  }
`;

const SECTIONS = [
  { id: 'vantaggi-elenco', label: 'engagement.advantages.sectionTitle', Section: AdvantagesSection },
  { id: 'vantaggi-buoni', label: 'engagement.vouchers.title', Section: VouchersSection },
  { id: 'vantaggi-partner', label: 'engagement.partners.title', Section: PartnersSection },
] as const;

/**
 * /advantages and /vantaggi: the tenant's intro (CMS 'advantages'), then the advantages, the
 * customer's vouchers and the partners. Each section loads on its own, so one failing call leaves
 * the others readable, with its own skeleton, empty and error state.
 */
export default function AdvantagesScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <Page>
        <PageTitle>{t(title)}</PageTitle>
        <CmsIntro section="advantages" />
        <JumpNav aria-label={t('engagement.advantages.jumpTo')}>
          <ul>
            {SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`}>{t(label)}</a>
              </li>
            ))}
          </ul>
        </JumpNav>
        <Sections>
          {SECTIONS.map(({ id, Section }) => (
            <Section key={id} id={id} />
          ))}
        </Sections>
      </Page>
    </Container>
  );
}
