import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/text-field.js';

/**
 * What the console's two portal previews share (settings: src/console/screens/settings/preview-pane.tsx,
 * content: src/console/screens/content/content-preview.tsx): the scaled viewport, its width, and
 * the customer the staff member last looked through.
 */

export const PreviewViewport = styled.div<{ $height: number }>`
  position: relative;
  width: 100%;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: #e2e8f0;
  iframe {
    position: absolute;
    top: 0;
    left: 50%;
    border: 0;
    background: #fff;
    transform-origin: top center;
  }
`;

/** The width the viewport has, so a desktop-wide portal is shown scaled down to fit it. */
export function useFrameWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(600);
  useEffect(() => {
    const element = ref.current;
    // No ResizeObserver (jsdom): the default width stands.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const CUSTOMER_KEY = 'premia_console_preview_customer';

/** The customer code used for the last preview, remembered in this browser. */
export function readPreviewCustomer(): string {
  try {
    return localStorage.getItem(CUSTOMER_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberPreviewCustomer(code: string): void {
  try {
    localStorage.setItem(CUSTOMER_KEY, code);
  } catch {
    /* remembered for this page only */
  }
}

const CustomerForm = styled.form`
  display: flex;
  gap: 8px;
  align-items: end;
  margin-bottom: 10px;
  /* Level with the input: the field keeps a margin under it for its error. */
  > button {
    margin-bottom: 16px;
  }
`;

/** "Look through this customer": the code of an active customer, whose read-only token the frame gets. */
export function PreviewCustomerForm(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  error: string | undefined;
  pending: boolean;
}) {
  return (
    <CustomerForm onSubmit={props.onSubmit}>
      <TextField
        label={props.label}
        hint={props.hint}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        error={props.error}
      />
      <Button type="submit" variant="primary" size="sm" loading={props.pending}>
        Mostra
      </Button>
    </CustomerForm>
  );
}
