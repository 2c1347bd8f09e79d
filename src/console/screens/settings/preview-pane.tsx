import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isPortalMessage, PREVIEW_PARAM, type PreviewDraft } from '../../../shared/settings/preview-protocol.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { normalizeError } from '../../api/client.js';
import {
  PreviewCustomerForm,
  PreviewViewport as Viewport,
  readPreviewCustomer,
  rememberPreviewCustomer,
  useFrameWidth,
} from '../../portal-preview/frame-bits.js';
import { useStartPreview } from '../../tenant-settings.js';
import { counted } from '../../counted.js';

type Page = 'login' | 'catalogue';
type Width = 'phone' | 'desktop';

const FRAME: Record<Width, { width: number; height: number; label: string }> = {
  phone: { width: 390, height: 760, label: 'Telefono' },
  desktop: { width: 1280, height: 860, label: 'Desktop' },
};
const PAGES: Record<Page, { path: string; label: string }> = {
  login: { path: '/login', label: 'Accesso' },
  catalogue: { path: '/catalogo', label: 'Catalogo' },
};

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  margin-bottom: 10px;
`;

const Toggle = styled.div`
  display: inline-flex;
  gap: 4px;
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/**
 * The customer portal framed beside the form, showing the unsaved settings: the frame boots
 * on the tenant file this pane sends (src/app/boot/preview.ts) and takes every later edit in
 * place. The catalogue is seen as a customer the staff member names, through a read-only token.
 */
export function PreviewPane({ alias, portalUrl, draft }: { alias: string; portalUrl: string; draft: Record<string, unknown> }) {
  const [page, setPage] = useState<Page>('login');
  const [size, setSize] = useState<Width>('phone');
  const [customer, setCustomer] = useState(readPreviewCustomer);
  const [problems, setProblems] = useState<string[]>([]);
  const preview = useStartPreview(alias);
  const frame = useRef<HTMLIFrameElement>(null);
  const ready = useRef(false);
  const latest = useRef<PreviewDraft | null>(null);
  const { ref: viewport, width: available } = useFrameWidth();
  const origin = new URL(portalUrl).origin;
  const token = page === 'catalogue' ? preview.data?.token : undefined;
  const needsCustomer = page === 'catalogue' && !token;

  const frameKey = `${origin}${PAGES[page].path}|${size}|${token ?? ''}`;
  latest.current = { type: 'premia:preview-draft', tenant: draft, ...(token ? { token } : {}) };
  const target = useRef(origin);
  target.current = origin;
  // Stable: reads the latest draft and origin from refs, so effects need not list it.
  const send = useRef(() => {
    if (ready.current && latest.current) frame.current?.contentWindow?.postMessage(latest.current, target.current);
  }).current;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || !isPortalMessage(event.data)) return;
      if (event.data.type === 'premia:preview-ready') {
        const first = !ready.current;
        ready.current = true;
        setProblems([]);
        if (first) send();
      } else {
        setProblems(event.data.problems);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, send]);

  // A new page, size or customer is a new frame: it is ready only when it says so.
  useEffect(() => {
    ready.current = false;
  }, [frameKey]);

  // Every edit reaches the frame as it is made.
  useEffect(() => send(), [draft, send]);

  const showCatalogue = (event: FormEvent) => {
    event.preventDefault();
    const code = customer.trim();
    if (!code) return;
    rememberPreviewCustomer(code);
    preview.mutate(code);
  };

  const { width, height } = FRAME[size];
  const scale = Math.min(1, available / width);
  const src = `${origin}${PAGES[page].path}?${PREVIEW_PARAM}`;
  return (
    <section aria-labelledby="preview-title">
      <h3 id="preview-title">Anteprima del portale</h3>
      <Bar>
        <Toggle role="group" aria-label="Pagina">
          {(Object.keys(PAGES) as Page[]).map((p) => (
            <Button key={p} size="sm" variant="outline" aria-pressed={page === p} onClick={() => setPage(p)}>
              {PAGES[p].label}
            </Button>
          ))}
        </Toggle>
        <Toggle role="group" aria-label="Larghezza">
          {(Object.keys(FRAME) as Width[]).map((w) => (
            <Button key={w} size="sm" variant="outline" aria-pressed={size === w} onClick={() => setSize(w)}>
              {FRAME[w].label}
            </Button>
          ))}
        </Toggle>
      </Bar>
      {page === 'catalogue' && (
        <PreviewCustomerForm
          label="Vedi il catalogo come il cliente"
          hint="Codice di un cliente attivo: l’anteprima mostra i suoi punti, in sola lettura."
          value={customer}
          onChange={setCustomer}
          onSubmit={showCatalogue}
          error={preview.isError ? normalizeError(preview.error).message : undefined}
          pending={preview.isPending}
        />
      )}
      {problems.length > 0 && (
        <Alert tone="error">
          L’anteprima non può mostrare queste impostazioni: {problems[0]}
          {problems.length > 1 ? counted('moreProblems', problems.length - 1) : ''}
        </Alert>
      )}
      <Viewport ref={viewport} $height={Math.round(height * scale)}>
        {needsCustomer ? (
          <p style={{ padding: 16 }}>Indica un cliente per vedere il catalogo com’è per lui.</p>
        ) : (
          <iframe
            // A new page, size or customer is a new frame, which says ready again and gets the draft.
            key={frameKey}
            ref={frame}
            title={`Anteprima: ${PAGES[page].label}, ${FRAME[size].label.toLowerCase()}`}
            src={src}
            width={width}
            height={height}
            style={{ transform: `translateX(-50%) scale(${scale})` }}
          />
        )}
      </Viewport>
    </section>
  );
}
