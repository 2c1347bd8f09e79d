import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorPage } from '../../../ui/error-page.js';

const Details = styled.ul`
  margin: 0;
  padding: 12px 16px;
  list-style: none;
  text-align: left;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: 6px;
  overflow-wrap: anywhere;
`;

export interface ConfigErrorScreenProps {
  /** `tenants/demo/tenant.json: /routes/news/screen: schermata sconosciuta "Foo"`, one per line. */
  details: readonly string[];
}

/** A tenant file the runtime cannot use: says exactly where, so the operator can fix it. */
export default function ConfigErrorScreen({ details }: ConfigErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <ErrorPage
      title={t('errors.config.title', { defaultValue: 'Configurazione non valida' })}
      text={t('errors.config.text', { defaultValue: "La configurazione dell'iniziativa contiene errori:" })}
    >
      <Details>
        {details.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Details>
    </ErrorPage>
  );
}
