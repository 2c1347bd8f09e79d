import { useContext, useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { assetUrl, BRAND_KINDS, documentUrl, parseStoredRef, type BrandAssetKind } from '../../../shared/brand-assets.js';
import { formatFileSize } from '../../../shared/format.js';
import type { UploadedBrandAsset } from '../../../shared/types/generated/api/staff-settings.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { normalizeError } from '../../api/client.js';
import { Group as FormGroup } from '../../forms/form-templates.js';
import { FieldOrigin, OriginContext } from './field-origin.js';
import { sameValue, valueAt } from './settings-changes.js';
import { useUploadBrandAsset } from './settings-queries.js';

// The form kit's group frame, with its own spacing between the preview, the picker and the notes.
const Group = styled(FormGroup)`
  display: grid;
  gap: 8px;
  padding: 12px 14px;
  p {
    margin: 0;
  }
`;

const Shown = styled.div<{ $background: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 72px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 6px;
  background: ${({ $background }) => $background};
  img {
    display: block;
    max-width: min(240px, 100%);
    max-height: 96px;
  }
`;

const Sample = styled.p<{ $family: string }>`
  font-family: ${({ $family }) => $family};
  font-size: 22px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

/** Extensions and types the file picker offers for a kind (the server judges the content anyway). */
const ACCEPT: Readonly<Record<BrandAssetKind, string>> = {
  logo: '.svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp',
  favicon: '.svg,.png,.ico,image/svg+xml,image/png,image/x-icon',
  font: '.woff2,.woff,font/woff2,font/woff',
  document: '.pdf,application/pdf',
};

export interface BrandAssetFieldProps {
  alias: string;
  kind: BrandAssetKind;
  /** The field's name, e.g. "Logo". */
  label: string;
  /** What the picker names: "il logo" → "Carica il logo" / "Sostituisci il logo". */
  object: string;
  /** The tenant key (`['brand', 'logo']`): its value is a file of the folder or an upload. */
  keys: string[];
  /** Where the portal is, for showing a file of the tenant folder (the console's origin has none). */
  portalOrigin: string;
  /** Background the picture is seen on (a logo on the header's colour, the inverted one on the footer's). */
  background?: string;
  onChange: (keys: string[], value: string | undefined) => void;
}

/** The URL the console shows a value from: an upload from its own origin, a folder file from the portal's. */
function shownUrl(kind: BrandAssetKind, value: string, portalOrigin: string): string {
  if (parseStoredRef(value)) return assetUrl(value);
  return `${portalOrigin}${kind === 'document' ? documentUrl(value) : assetUrl(value)}`;
}

/** An uploaded font, registered with the console's page under its own name, for the sample line. */
function useFontSample(url: string | null): string | null {
  const [family, setFamily] = useState<string | null>(null);
  useEffect(() => {
    setFamily(null);
    if (!url || typeof FontFace === 'undefined') return;
    let live = true;
    const name = `brand-sample-${url.replace(/[^a-z0-9]/gi, '').slice(-16)}`;
    const face = new FontFace(name, `url("${url}")`);
    face
      .load()
      .then(() => {
        document.fonts.add(face);
        if (live) setFamily(name);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return family;
}

/**
 * One brand file of the tenant: what customers get now (or will, once saved), an upload that
 * replaces it (checked by the server, whose refusal shows under the field), and the way back
 * to the tenant file's own file (the origin note's "Usa il valore del file", or dropping an
 * upload not yet saved).
 */
export function BrandAssetField({
  alias,
  kind,
  label,
  object,
  keys,
  portalOrigin,
  background = '#ffffff',
  onChange,
}: BrandAssetFieldProps) {
  const origin = useContext(OriginContext);
  const upload = useUploadBrandAsset(alias);
  const [uploaded, setUploaded] = useState<UploadedBrandAsset | null>(null);
  const noteId = useId();
  const value = valueAt(origin?.draft, keys);
  const current = typeof value === 'string' ? value : null;
  const saved = valueAt(origin?.effective, keys);
  const overridden = origin?.overrides.some((o) => o.path === keys.join('.') || keys.join('.').startsWith(`${o.path}.`)) ?? false;
  const unsavedUpload = !overridden && !sameValue(value, saved);
  const url = current ? shownUrl(kind, current, portalOrigin) : null;
  const fresh = uploaded && uploaded.ref === current ? uploaded : null;
  const sample = useFontSample(kind === 'font' && current && parseStoredRef(current) ? url : null);
  const rules = BRAND_KINDS[kind];

  const choose = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: (answer) => {
          setUploaded(answer);
          onChange(keys, answer.ref);
        },
      },
    );
  };

  return (
    <Group aria-describedby={noteId}>
      <legend>{label}</legend>
      {url && kind !== 'font' && kind !== 'document' && (
        <Shown $background={background}>
          <img src={url} alt={`${label}: file attuale`} />
        </Shown>
      )}
      {kind === 'font' && current && (sample ? <Sample $family={sample}>Premi e vantaggi · Aa Bb Cc 0123</Sample> : null)}
      {kind === 'document' && url && (
        <p>
          <a href={url} target="_blank" rel="noreferrer">
            Apri il documento attuale
          </a>
        </p>
      )}
      <Muted id={noteId}>
        {fresh
          ? `Caricato ora: ${formatFileSize(fresh.size)}${fresh.width ? `, ${fresh.width} × ${fresh.height} pixel` : ''}. Salva per pubblicarlo.`
          : current && parseStoredRef(current)
            ? 'File caricato dalla console.'
            : current
              ? `Dal file dell’iniziativa: ${current}`
              : 'Nessun file: il portale usa il predefinito.'}
      </Muted>
      {fresh?.cleaned && <Muted>Dall’SVG sono stati tolti script, eventi o riferimenti esterni: controlla l’anteprima.</Muted>}
      <FileDrop
        label={`${current ? 'Sostituisci' : 'Carica'} ${object}`}
        hint={`${rules.formats}, al massimo ${formatFileSize(rules.maxBytes)}.${rules.extensions.includes('svg') ? ' Un SVG viene ripulito da script, eventi e riferimenti esterni.' : ''}`}
        accept={ACCEPT[kind]}
        file={null}
        disabled={upload.isPending}
        error={upload.isError ? normalizeError(upload.error).message : null}
        onFile={choose}
      />
      {upload.isPending && <p role="status">Caricamento del file…</p>}
      <FieldOrigin keys={keys} label={label} />
      {unsavedUpload && (
        <p>
          <Button
            variant="link"
            size="sm"
            aria-label={`Annulla il caricamento: ${label}`}
            onClick={() => onChange(keys, typeof saved === 'string' ? saved : undefined)}
          >
            Annulla il caricamento
          </Button>
        </p>
      )}
    </Group>
  );
}
