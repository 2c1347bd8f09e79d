import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  min-height: 60vh;
  align-items: center;
  justify-content: center;
  padding: 48px 15px;
  text-align: center;
`;

const Box = styled.div`
  max-width: 560px;
`;

const Heading = styled.h1`
  margin: 0 0 12px;
  font-size: clamp(1.6rem, 4vw, 2.2rem);
`;

const Text = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ErrorPageProps {
  title: string;
  text: string;
  children?: ReactNode;
}

/** Full-page message for the error screens (app not found, auth error, 5xx, not found…). */
export function ErrorPage({ title, text, children }: ErrorPageProps) {
  return (
    <Wrapper>
      <Box>
        <Heading>{title}</Heading>
        <Text>{text}</Text>
        {children}
      </Box>
    </Wrapper>
  );
}
