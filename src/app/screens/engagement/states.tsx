import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from '../../../ui/button.js';
import { Card, CardBody, CardGrid } from './cards.js';
import { DetailLayout } from './layout.js';

/** Loading, empty and error states of the engagement screens, in Italian (spec §8). */

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey block that pulses while content loads (still under prefers-reduced-motion). */
export const SkeletonBlock = styled.span<{ $w?: string; $h?: string; $ratio?: string }>`
  display: block;
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h, $ratio }) => ($ratio ? 'auto' : ($h ?? '1em'))};
  ${({ $ratio }) => ($ratio ? `aspect-ratio: ${$ratio};` : '')}
  border-radius: 6px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.background} 25%,
    ${({ theme }) => theme.colors.border} 50%,
    ${({ theme }) => theme.colors.background} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** Placeholder cards in the grid's own shape, announced once as loading. */
export function CardSkeletons({ count = 4, ratio = '16 / 9', label }: { count?: number; ratio?: string; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <CardGrid aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i}>
            <Card as="div">
              <SkeletonBlock $ratio={ratio} style={{ borderRadius: 0 }} />
              <CardBody>
                <SkeletonBlock $w="40%" $h="0.8em" />
                <SkeletonBlock $w="85%" $h="1.2em" />
                <SkeletonBlock $h="0.9em" />
                <SkeletonBlock $w="70%" $h="0.9em" />
              </CardBody>
            </Card>
          </li>
        ))}
      </CardGrid>
    </div>
  );
}

const Panel = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: grid;
  justify-items: start;
  gap: 12px;
  padding: 20px;
  border: 1px ${({ $tone }) => ($tone === 'error' ? 'solid' : 'dashed')} ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** 'Nothing here yet' in words, in the place the list would take. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Panel $tone="neutral">
      <p>{children}</p>
    </Panel>
  );
}

/** A failed load: the Italian message (spec §8) and a retry button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel $tone="error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('engagement.retry')}
        </Button>
      )}
    </Panel>
  );
}

/** Skeleton of a detail page in the same grid, so the page does not jump when it arrives. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <DetailLayout aria-hidden="true">
        <SkeletonBlock $ratio="16 / 9" />
        <div style={{ display: 'grid', gap: 12 }}>
          <SkeletonBlock $w="30%" $h="0.9em" />
          <SkeletonBlock $w="80%" $h="2em" />
          <SkeletonBlock $h="1em" />
          <SkeletonBlock $h="1em" />
          <SkeletonBlock $w="60%" $h="1em" />
        </div>
      </DetailLayout>
    </div>
  );
}
