import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useConfig } from '../stores/config.js';
import { Button } from '../../ui/button.js';
import { Container } from '../../ui/container.js';
import { REGOLAMENTO_PATH, rulesDocumentOf } from '../../shared/regolamento.js';
import { DocumentLink } from './menu-link.js';
import { inlineList, spreadRow } from '../../ui/layout-css.js';

const Bar = styled.footer`
  margin-top: 48px;
  padding: 32px 0;
  background: ${({ theme }) => theme.colors.footerBackground};
  color: ${({ theme }) => theme.colors.footerText};
  font-size: 0.875rem;
  a {
    color: inherit;
  }
`;

const Row = styled.div`
  ${spreadRow('16px')}
`;

const Docs = styled.ul`
  ${inlineList('8px 20px')}
`;

const Company = styled.p`
  margin: 16px 0 0;
`;

/** Footer: documents (PDF, new tab), company line with the year, back to top. */
export function Footer() {
  const { t } = useTranslation();
  const { footer } = useConfig();
  // The rules document opens the version in force; the others their file.
  const rules = rulesDocumentOf(footer.documents);
  const backToTop = () => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // Keyboard users land where the page starts, not on a button at the bottom.
    document.getElementById('skip-link')?.focus({ preventScroll: true });
  };
  return (
    <Bar>
      <Container>
        <Row>
          <nav aria-label={t('layout.footerNav')}>
            <Docs>
              {footer.documents.map((doc) => (
                <li key={doc.id}>
                  <DocumentLink href={doc === rules ? REGOLAMENTO_PATH : doc.url} label={doc.label} />
                </li>
              ))}
            </Docs>
          </nav>
          <Button variant="outline-transparent" size="sm" onClick={backToTop}>
            <span aria-hidden="true">↑</span> {t('layout.backToTop')}
          </Button>
        </Row>
        <Company>
          © {footer.year} {footer.companyLine}
        </Company>
      </Container>
    </Bar>
  );
}
