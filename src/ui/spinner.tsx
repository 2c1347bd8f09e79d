import styled, { css, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';

export type SpinnerVariant = 'fullScreen' | 'fullArea' | 'inline';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wheel = styled.span<{ $size: string }>`
  display: inline-block;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.75s linear infinite;
`;

const Frame = styled.span<{ $variant: SpinnerVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  ${({ $variant, theme }) =>
    $variant === 'fullScreen'
      ? css`
          position: fixed;
          inset: 0;
          z-index: 1000;
          background: ${theme.colors.background};
          color: ${theme.colors.primary};
          font-size: 48px;
        `
      : $variant === 'fullArea'
        ? css`
            display: flex;
            width: 100%;
            min-height: 240px;
            color: ${theme.colors.primary};
            font-size: 40px;
          `
        : css`
            vertical-align: middle;
          `}
`;

export interface SpinnerProps {
  variant?: SpinnerVariant;
  /** Announced to screen readers; defaults to 'Caricamento in corso'. */
  label?: string;
  /** Only the backdrop: a full-screen loader fading out while the page's own spinner shows (one wheel at a time). */
  backdropOnly?: boolean;
}

/** Loading indicator: full screen, filling its area, or inline in a button. */
export function Spinner({ variant = 'inline', label, backdropOnly = false }: SpinnerProps) {
  const { t } = useTranslation();
  if (backdropOnly) return <Frame $variant={variant} aria-hidden="true" />;
  return (
    <Frame $variant={variant} role="status">
      <Wheel $size={variant === 'inline' ? '1.1em' : '1em'} aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading', { defaultValue: 'Caricamento in corso' })}</span>
    </Frame>
  );
}
