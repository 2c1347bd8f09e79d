import type { ButtonHTMLAttributes, Ref } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './spinner.js';

export type ButtonVariant =
  'primary' | 'default' | 'outline' | 'outline-green' | 'outline-gray' | 'ghost' | 'outline-transparent' | 'revert' | 'link' | 'secondary';

export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

const sizes: Record<ButtonSize, ReturnType<typeof css>> = {
  default: css`
    min-height: 48px;
    padding: 0 24px;
  `,
  sm: css`
    min-height: 36px;
    padding: 0 16px;
    font-size: 14px;
  `,
  lg: css`
    min-height: 56px;
    padding: 0 32px;
    font-size: 18px;
  `,
  icon: css`
    width: 48px;
    height: 48px;
    padding: 0;
  `,
};

/** Background, text and border per variant, all from the tenant palette. */
function variantStyle(variant: ButtonVariant, { colors }: DefaultTheme) {
  const look = (bg: string, fg: string, border: string) => css`
    background: ${bg};
    color: ${fg};
    border-color: ${border};
  `;
  switch (variant) {
    case 'primary':
      return look(colors.primary, colors.primaryContrast, colors.primary);
    case 'secondary':
      return look(colors.secondary, colors.secondaryContrast, colors.secondary);
    case 'outline':
      return look('transparent', colors.primary, colors.primary);
    case 'outline-green':
      return look('transparent', colors.success, colors.success);
    case 'outline-gray':
      return look('transparent', colors.textMuted, colors.border);
    case 'outline-transparent':
      // On coloured bands (header, hero): follows the surrounding text colour.
      return look('transparent', 'inherit', 'currentColor');
    case 'ghost':
      return look('transparent', 'inherit', 'transparent');
    case 'revert':
      return look(colors.primaryContrast, colors.primary, colors.primaryContrast);
    case 'link':
      return css`
        ${look('transparent', colors.primary, 'transparent')}
        min-height: 0;
        padding: 0;
        text-decoration: underline;
      `;
    default:
      return look(colors.surface, colors.text, colors.border);
  }
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.button}px;
  font-weight: 600;
  line-height: 1.2;
  cursor: pointer;
  text-decoration: none;
  transition:
    filter 0.15s ease,
    background-color 0.15s ease;
  ${({ $size }) => sizes[$size]}
  ${({ $variant, theme }) => variantStyle($variant, theme)}
  &:hover:not(:disabled) {
    filter: brightness(0.92);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    opacity: 0.85;
    cursor: progress;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disabled, marked busy, and a spinner replaces the content. */
  loading?: boolean;
  /** Full width of the container. */
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The UI kit's button. Defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant = 'default',
  size = 'default',
  loading = false,
  block = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-variant={variant}
      data-size={size}
    >
      {loading ? <Spinner variant="inline" /> : children}
    </StyledButton>
  );
}
