import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { isPortalMessage, PREVIEW_PARAM, type PreviewDraft } from '../../../shared/settings/preview-protocol.js';
import { normalizeError } from '../../api/client.js';
import {
  PreviewCustomerForm,
  PreviewViewport,
  readPreviewCustomer,
  rememberPreviewCustomer,
  useFrameWidth,
} from '../../portal-preview/frame-bits.js';
import { useTenants } from '../../session.js';
import { useSettings, useStartPreview } from '../../tenant-settings.js';

const PHONE = { width: 390, height: 760 };

/**
 * The saved item as the customer sees it: the tenant's portal framed at the item's page with
 * `?anteprima`, booted on the tenant's current settings and a read-only preview token (claim
 * `prv`) of a customer the staff member names. Only that token lets the portal's API answer what
 * is scheduled or switched off; the customer's own sign-in never sees it. `revision` reloads the
 * frame after each save.
 */
export function ContentPreview({ alias, path, revision }: { alias: string; path: string; revision: number }) {
  const tenant = useTenants().data?.find((t) => t.alias === alias);
  const settings = useSettings(alias);
  const preview = useStartPreview(alias);
  const [customer, setCustomer] = useState(readPreviewCustomer);
  const frame = useRef<HTMLIFrameElement>(null);
  const { ref: viewport, width: available } = useFrameWidth();
  const origin = tenant ? new URL(tenant.portalUrl).origin : null;
  const token = preview.data?.token;
  const effective = settings.data?.effective;
  const draft: PreviewDraft | null = useMemo(
    () => (effective && token ? { type: 'premia:preview-draft', tenant: effective, token } : null),
    [effective, token],
  );

  // The frame says when it is ready; it then gets the tenant and the token, once.
  useEffect(() => {
    if (!origin || !draft) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin || !isPortalMessage(event.data)) return;
      if (event.data.type === 'premia:preview-ready') frame.current?.contentWindow?.postMessage(draft, origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, draft]);

  const start = (event?: FormEvent) => {
    event?.preventDefault();
    const code = customer.trim();
    if (!code) return;
    rememberPreviewCustomer(code);
    preview.mutate(code);
  };
  // The customer remembered from an earlier preview is used at once.
  const started = useRef(false);
  useEffect(() => {
    if (!started.current && customer.trim()) {
      started.current = true;
      start();
    }
  });

  const scale = Math.min(1, available / PHONE.width);
  return (
    <section aria-labelledby="content-preview-title">
      <h4 id="content-preview-title">Anteprima come la vede il cliente</h4>
      <p>Mostra l’ultima versione salvata, anche se è programmata o spenta. I clienti la vedono solo quando è pubblicata.</p>
      <PreviewCustomerForm
        label="Cliente"
        hint="Codice di un cliente attivo: l’anteprima è in sola lettura."
        value={customer}
        onChange={setCustomer}
        onSubmit={start}
        error={preview.isError ? normalizeError(preview.error).message : undefined}
        pending={preview.isPending}
      />
      <PreviewViewport ref={viewport} $height={Math.round(PHONE.height * scale)}>
        {origin && draft ? (
          <iframe
            key={`${path}|${revision}|${token}`}
            ref={frame}
            title={`Anteprima di ${path} sul portale`}
            src={`${origin}${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}`}
            width={PHONE.width}
            height={PHONE.height}
            style={{ transform: `translateX(-50%) scale(${scale})` }}
          />
        ) : (
          <p style={{ padding: 16 }}>
            {settings.isError ? normalizeError(settings.error).message : 'Indica un cliente per vedere la pagina com’è per lui.'}
          </p>
        )}
      </PreviewViewport>
    </section>
  );
}
