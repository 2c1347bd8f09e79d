import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { LoadingOverlay } from './loading-overlay.js';
import { Spinner } from './spinner.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function Page({ overlay }: { overlay: boolean }) {
  return (
    <ThemeProvider theme={DEFAULT_THEME as never}>
      {/* The screen below the boot overlay, still loading its chunk. */}
      {!overlay && <Spinner variant="fullArea" />}
      <LoadingOverlay visible={overlay} initial />
    </ThemeProvider>
  );
}

describe('LoadingOverlay', () => {
  it('shows one spinner at a time: while it fades out, only the page’s own spinner turns', () => {
    const { rerender } = render(<Page overlay />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    rerender(<Page overlay={false} />);
    // Fading: the overlay is still in the page, its wheel is not.
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });
});
