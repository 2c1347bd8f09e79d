import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button.js';
import { copyOrSelect } from '../../../ui/copy-text.js';

const Box = styled.section<{ $expired: boolean }>`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 2px dashed ${({ theme, $expired }) => ($expired ? theme.colors.border : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
`;

const Label = styled.h2`
  margin: 0;
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`;

const Code = styled.output<{ $expired: boolean }>`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: clamp(1.4rem, 5vw, 2rem);
  font-weight: 700;
  letter-spacing: 0.06em;
  color: ${({ theme, $expired }) => ($expired ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: ${({ $expired }) => ($expired ? 'line-through' : 'none')};
  word-break: break-all;
  user-select: all;
`;

const Feedback = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 0;
  min-height: 1.5em;
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-weight: 600;
`;

/** How long 'Codice copiato' stays before the button reads as before. */
const FEEDBACK_MS = 4000;

/**
 * The voucher's code, large, with 'Copia codice': the clipboard API (secure contexts), then
 * 'Codice copiato' in a live region; when the browser refuses, the code is selected and the
 * message says to copy it by hand.
 */
export function CopyCode({ code, expired }: { code: string; expired: boolean }) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLOutputElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (result !== 'copied') return;
    const timer = window.setTimeout(() => setResult(null), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const copy = async () => setResult((await copyOrSelect(code, codeRef.current)) ? 'copied' : 'failed');

  return (
    <Box $expired={expired} aria-labelledby="voucher-code-label">
      <Label id="voucher-code-label">{t('engagement.voucher.codeTitle')}</Label>
      <Row>
        <Code ref={codeRef} $expired={expired} aria-labelledby="voucher-code-label" data-testid="voucher-code">
          {code}
        </Code>
        <Button variant={expired ? 'outline' : 'primary'} onClick={() => void copy()}>
          {result === 'copied' ? `✓ ${t('engagement.voucher.copiedShort')}` : t('engagement.voucher.copy')}
        </Button>
      </Row>
      <Feedback role="status" $tone={result === 'failed' ? 'error' : 'success'}>
        {result === 'copied' ? t('engagement.voucher.copied') : result === 'failed' ? t('engagement.voucher.copyFailed') : ''}
      </Feedback>
    </Box>
  );
}
