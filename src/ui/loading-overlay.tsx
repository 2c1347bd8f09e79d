import styled, { keyframes } from 'styled-components';
import { FADE_MS } from '../shared/constants.js';
import { Spinner } from './spinner.js';
import { usePresence } from './use-presence.js';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;

const Layer = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1000;
  animation: ${({ $leaving }) => ($leaving ? fadeOut : fadeIn)} ${({ theme }) => theme.fadeMs}ms ease both;
  /* Entering on first paint must not fade from nothing: the page starts covered. */
  &[data-initial='true'] {
    animation-name: ${({ $leaving }) => ($leaving ? fadeOut : 'none')};
  }
`;

export interface LoadingOverlayProps {
  visible: boolean;
  /** True for the boot overlay, which is on screen from the first paint. */
  initial?: boolean;
}

/** Full-screen loader shown and hidden with a 0.3 s fade (boot). */
export function LoadingOverlay({ visible, initial = false }: LoadingOverlayProps) {
  const { mounted, leaving } = usePresence(visible, FADE_MS);
  if (!mounted) return null;
  return (
    <Layer $leaving={leaving} data-initial={initial} data-testid="loading-overlay" aria-hidden={leaving || undefined}>
      {/* Fading out, the page below is already there with its own loading state: one spinner at a time. */}
      <Spinner variant="fullScreen" backdropOnly={leaving} />
    </Layer>
  );
}
