import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../ui/container.js';

const Section = styled.section`
  padding: 48px 0;
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Stands in for screens that later issues deliver: the route's title and 'In arrivo'. */
export default function PlaceholderScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <Section>
        <h1>{t(title)}</h1>
        <Note>{t('common.comingSoon')}</Note>
      </Section>
    </Container>
  );
}
