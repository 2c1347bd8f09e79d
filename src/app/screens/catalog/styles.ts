import styled, { css, keyframes } from 'styled-components';
import { CardBody as KitCardBody, ImageFrame, surfaceBox } from '../../../ui/cards.js';
import { primaryLinkLook } from '../../../ui/layout-css.js';

/** Pictures sit in the kit's fixed-ratio frame at 4:3 (the catalogue's image format): nothing moves when they arrive. */
export const ImageBox = styled(ImageFrame).attrs({ $ratio: '4 / 3' })``;

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/** A grey placeholder block that pulses while data loads (motion is cut by the global reduced-motion rule). */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string }>`
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: 4px;
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.border}55 25%,
    ${({ theme }) => theme.colors.border}aa 50%,
    ${({ theme }) => theme.colors.border}55 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

export const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  ${surfaceBox}
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  &:hover {
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.12);
  }
  &:focus-within {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primary};
  }
`;

/** The kit's card body, tighter: a prize card carries points and availability under its title. */
export const CardBody = styled(KitCardBody)`
  gap: 6px;
  padding: 12px 14px 14px;
`;

export const Points = styled.p<{ $large?: boolean }>`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  ${({ $large }) =>
    $large &&
    css`
      font-size: 1.75rem;
    `}
`;

export const Missing = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page band under the fixed header: title on the left, the balance on the right. */
export const PageHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 24px;
  padding: 32px 0 20px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 3.5vw, 2.2rem);
  }
  ${({ theme }) => theme.media.mobile} {
    padding-top: 20px;
  }
`;

export const Balance = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Inline message boxes: an error (role=alert by the caller) or a confirmation. */
export const Notice = styled.div<{ $tone: 'error' | 'success' | 'info' }>`
  padding: 12px 14px;
  border-left: 4px solid
    ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A react-router link that looks like the UI kit's primary button. */
export const buttonLinkStyle = css`
  ${primaryLinkLook}
  &:hover {
    filter: brightness(0.92);
  }
`;

/** Stands in a picture's frame where a prize has no picture. */
export const NoImage = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
