import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { FADE_MS } from '../shared/constants.js';
import { Button } from './button.js';
import { tabbables, trapTab } from './focus.js';
import { useHydrated } from './use-hydrated.js';
import { usePresence } from './use-presence.js';

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const panelIn = keyframes`from { opacity: 0; transform: translateY(12px); }`;

const Backdrop = styled.div<{ $leaving: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 1100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
  animation: ${({ $leaving }) => ($leaving ? fadeOut : fadeIn)} ${({ theme }) => theme.fadeMs}ms ease both;
`;

const Panel = styled.div<{ $error: boolean }>`
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: 28px 24px 24px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.card}px;
  border: 2px solid transparent;
  box-shadow: 0 20px 50px rgba(15, 23, 42, 0.3);
  /* The panel follows the backdrop after a 0.1 s delay. */
  animation: ${panelIn} ${({ theme }) => theme.fadeMs}ms ease ${({ theme }) => theme.panelDelayMs}ms both;
  ${({ $error, theme }) =>
    $error &&
    css`
      border-color: ${theme.colors.error};
    `}
  &:focus {
    outline: none;
  }
`;

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.25rem;
`;

const Body = styled.div`
  margin-bottom: 20px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; visually hidden with `hideTitle` when the body says it all. */
  title: ReactNode;
  hideTitle?: boolean;
  /** 'error': red border and an extra Ok button that closes it. */
  type?: 'default' | 'error';
  children?: ReactNode;
  /** Buttons under the body. */
  actions?: ReactNode;
  /** Escape and backdrop close it unless false (a modal whose only exit is its button). */
  dismissible?: boolean;
}

/**
 * Modal dialog: role=dialog, aria-modal, labelled by its title; focus moves in and is trapped,
 * Escape closes, focus returns to where it was. Fades 0.3 s; the panel follows 0.1 s later.
 */
export function Modal({ open, onClose, title, hideTitle = false, type = 'default', children, actions, dismissible = true }: ModalProps) {
  const { t } = useTranslation();
  const { mounted, leaving } = usePresence(open, FADE_MS);
  // A portal has no place in a page the server paints (there is no document.body to put it in):
  // a dialog open from the start appears once the page is hydrated, on the server never.
  const hydrated = useHydrated();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open || !hydrated) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) (tabbables(panel)[0] ?? panel).focus();
    return () => {
      // Back to the control that opened it, if it is still on the page.
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, hydrated]);

  useEffect(() => {
    if (!open || !dismissible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dismissible]);

  if (!mounted || !hydrated) return null;
  return createPortal(
    <Backdrop
      $leaving={leaving}
      aria-hidden={leaving || undefined}
      onMouseDown={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        $error={type === 'error'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-type={type}
        onKeyDown={(event) => panelRef.current && trapTab(event, panelRef.current)}
      >
        <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Title>
        {children && <Body>{children}</Body>}
        {(actions || type === 'error') && (
          <Actions>
            {actions}
            {type === 'error' && (
              <Button variant="primary" onClick={onClose}>
                {t('modal.ok', { defaultValue: 'Ok' })}
              </Button>
            )}
          </Actions>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** The button that leaves things as they are ('Annulla', 'Non annullare'). */
  cancelLabel?: string;
  /** The button that does it ('Annulla gli ordini'). */
  confirmLabel: ReactNode;
  /** Closes the dialog: on the cancel button, Escape, the backdrop, and before `onConfirm`. */
  onClose: () => void;
  onConfirm: () => void;
  /** The confirming action is under way (a request the dialog waits for). */
  loading?: boolean;
  disabled?: boolean;
  /** What confirming does, in the words staff read before they choose. */
  children: ReactNode;
}

/** A question before an action that cannot be taken back: leave it, or close the question and do it. */
export function ConfirmModal({
  open,
  title,
  cancelLabel = 'Annulla',
  confirmLabel,
  onClose,
  onConfirm,
  loading,
  disabled,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button
            variant="primary"
            loading={loading}
            disabled={disabled}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
