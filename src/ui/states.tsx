import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from './button.js';
import { Card, CardBody, CardGrid, ImageFrame, surfaceBox } from './cards.js';

/** The loading, empty and error states every list and page shows while it waits for the server. */

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/**
 * A grey stand-in for text or a picture while data loads: `$w` wide, `$h` high, or of aspect
 * ratio `$ratio`. The global reduced-motion rule stills its pulse.
 */
export const Skeleton = styled.span<{ $w?: string; $h?: string; $ratio?: string }>`
  display: block;
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h, $ratio }) => ($ratio ? 'auto' : ($h ?? '1em'))};
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : '')}
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.6;
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export interface LoadingStateProps {
  /** Announced once to screen readers ('Caricamento in corso' unless said). */
  label?: string;
  /** Skeleton shapes in the layout to come, hidden from assistive technology. */
  children?: ReactNode;
}

/** Loading: announced once, while the skeleton holds the place of what is coming. */
export function LoadingState({ label, children }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" data-testid="skeleton">
      <span role="status" className="visually-hidden">
        {label ?? t('common.loading', { defaultValue: 'Caricamento in corso' })}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 20px;
  border: 1px ${({ $tone }) => ($tone === 'error' ? 'solid' : 'dashed')}
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

interface StateHeading {
  /** A heading over the sentence ('Nessun premio trovato'). */
  title?: string;
  /** Its level under the page's outline (2 unless said). */
  level?: 1 | 2 | 3;
}

/** 'Nothing here yet', in words, in the place the list would take; `action` is a way on. */
export function EmptyState({ title, level = 2, children, action }: StateHeading & { children?: ReactNode; action?: ReactNode }) {
  return (
    <Panel $tone="neutral">
      {title && <Title as={`h${level}`}>{title}</Title>}
      {children && <p>{children}</p>}
      {action}
    </Panel>
  );
}

/** A failed load: what failed (announced at once) and, given `onRetry`, a 'Riprova' button. */
export function ErrorState({ title, level = 2, message, onRetry }: StateHeading & { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel $tone="error" role="alert">
      {title && <Title as={`h${level}`}>{title}</Title>}
      {message && <ErrorText>{message}</ErrorText>}
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('ui.retry', { defaultValue: 'Riprova' })}
        </Button>
      )}
    </Panel>
  );
}

/** Stand-ins for a grid of picture cards, in the grid's own shape. */
export function CardGridSkeleton({
  count = 4,
  ratio = '16 / 9',
  min,
  label,
}: {
  count?: number;
  ratio?: string;
  min?: number;
  label?: string;
}) {
  return (
    <LoadingState label={label}>
      <CardGrid as="div" $min={min}>
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} as="div">
            <ImageFrame $ratio={ratio}>
              <Skeleton $h="100%" style={{ borderRadius: 0 }} />
            </ImageFrame>
            <CardBody>
              <Skeleton $w="40%" $h="0.9em" />
              <Skeleton $w="90%" $h="1.3em" />
              <Skeleton $h="0.95em" />
              <Skeleton $w="70%" $h="0.95em" />
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </LoadingState>
  );
}

const Lines = styled.div`
  display: grid;
  gap: 16px;
`;

const LineBox = styled.div`
  display: grid;
  gap: 10px;
  padding: 18px 20px;
  ${surfaceBox}
`;

/** Stand-ins for a list of text items in boxes (notices, notifications). */
export function ListSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  return (
    <LoadingState label={label}>
      <Lines>
        {Array.from({ length: count }, (_, i) => (
          <LineBox key={i}>
            <Skeleton $w="30%" $h="0.85em" />
            <Skeleton $w="65%" $h="1.2em" />
            <Skeleton $h="0.95em" />
          </LineBox>
        ))}
      </Lines>
    </LoadingState>
  );
}

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowLines = styled.div`
  display: grid;
  flex: 1;
  gap: 10px;
`;

/** Stand-ins for the rows of a table-like list (cart lines, orders, points movements): a thumbnail, two lines, a figure. */
export function RowsSkeleton({ count = 3, thumb = true, label }: { count?: number; thumb?: boolean; label?: string }) {
  return (
    <LoadingState label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Row key={i}>
          {thumb && <Skeleton $w="96px" $h="72px" />}
          <RowLines>
            <Skeleton $w="60%" />
            <Skeleton $w="35%" />
          </RowLines>
          <Skeleton $w="80px" $h="1.4em" />
        </Row>
      ))}
    </LoadingState>
  );
}
