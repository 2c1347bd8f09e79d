import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useSessionFacts } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';

const Section = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 48px 0;
`;

/** /completa-registrazione-success: the registration is done; where to go next depends on the session. */
export default function CompleteRegistrationSuccessScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { loggedIn } = useSessionFacts();
  return (
    <Container>
      <Section aria-labelledby="signup-success-title">
        <h1 id="signup-success-title">{t(title)}</h1>
        <p role="status">{t('signup.successText')}</p>
        <p>
          {/* Logged out, / is the login (own or external). */}
          <Link to="/">{t(loggedIn ? 'common.backHome' : 'activation.toLogin')}</Link>
        </p>
      </Section>
    </Container>
  );
}
