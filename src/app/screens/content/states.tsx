import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiError } from '../../api/api-error.js';
import { translate } from '../../i18n/translate.js';
import { Button } from '../../../ui/button.js';
import { Card, CardBody, CardGrid, ImageBox, Skeleton } from './styles.js';

/**
 * Spec §8: news and notices failures read 'Errore imprevisto'; no answer at all (offline, server
 * down) reads 'Errore di rete'.
 */
export function newsErrorText(error: ApiError): string {
  return error.status === 0 ? translate('errors.network', 'Errore di rete') : translate('errors.unexpected', 'Errore imprevisto');
}

/**
 * Other content calls (notifications, mechanics, promo, panel) show the server's own text
 * (already normalised: 'Errore di rete' without an answer, 'Errore sconosciuto' without a text).
 */
export function serverErrorText(error: ApiError): string {
  return error.message;
}

const Alert = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 16px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.card}px;
  p { margin: 0; font-weight: 600; color: ${({ theme }) => theme.colors.error}; }
`;

/** A failed load: the message (announced) and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert">
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </Alert>
  );
}

/** Announces the loading once for screen readers; the skeleton shapes are aria-hidden. */
export function Loading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <span role="status" className="visually-hidden">
        {t('common.loading')}
      </span>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

/** Stand-ins for a grid of cards with a picture (magazine). */
export function CardGridSkeleton({ count }: { count: number }) {
  return (
    <Loading>
      <CardGrid as="div">
        {Array.from({ length: count }, (_, i) => (
          <Card key={i} as="div">
            <ImageBox $ratio="16 / 9">
              <Skeleton $h="100%" />
            </ImageBox>
            <CardBody>
              <Skeleton $w="40%" $h="0.9em" />
              <Skeleton $w="90%" $h="1.3em" />
              <Skeleton $h="0.95em" />
              <Skeleton $w="70%" $h="0.95em" />
            </CardBody>
          </Card>
        ))}
      </CardGrid>
    </Loading>
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
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

/** Stand-ins for a list of text items (notices, notifications). */
export function ListSkeleton({ count }: { count: number }) {
  return (
    <Loading>
      <Lines>
        {Array.from({ length: count }, (_, i) => (
          <LineBox key={i}>
            <Skeleton $w="30%" $h="0.85em" />
            <Skeleton $w="65%" $h="1.2em" />
            <Skeleton $h="0.95em" />
          </LineBox>
        ))}
      </Lines>
    </Loading>
  );
}

/** Stand-ins for an article page: title, date, picture, paragraphs. */
export function ArticleSkeleton({ withImage = true }: { withImage?: boolean }) {
  return (
    <Loading>
      <Lines>
        <Skeleton $w="80%" $h="2.2em" />
        <Skeleton $w="30%" $h="0.9em" />
        {withImage && (
          <ImageBox $ratio="16 / 9">
            <Skeleton $h="100%" />
          </ImageBox>
        )}
        <Skeleton />
        <Skeleton />
        <Skeleton $w="85%" />
      </Lines>
    </Loading>
  );
}
