import { useState } from 'react';
import styled from 'styled-components';
import type { UploadedImage } from '../../../shared/types/generated/api/staff-content.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { SelectField } from '../../../ui/select-field.js';
import { TextArea } from '../../../ui/text-area.js';
import { TextField } from '../../../ui/text-field.js';
import { normalizeError } from '../../api/client.js';
import type { FieldSpec, FormValues } from './content-kinds-ui.js';
import { useContentList, useUploadImage } from './content-queries.js';
import { RichTextEditor } from './rich-text-editor.js';

/** ISO-8601 UTC ↔ the browser's datetime-local value, in the staff member's own time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  margin-bottom: 16px;
  font-weight: 600;
  input {
    width: 20px;
    height: 20px;
  }
`;

const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
  }
`;

const Picture = styled.figure`
  margin: 0 0 8px;
  img {
    display: block;
    max-width: min(320px, 100%);
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 6px;
  }
`;

interface FieldProps {
  alias: string;
  field: FieldSpec;
  values: FormValues;
  set: (name: string, value: unknown) => void;
  error?: string | undefined;
  /** The picture as stored (its size), when the item has one. */
  image?: UploadedImage | null;
}

/** One field of a content form, by its type; each is a kit control with its label, hint and error. */
export function ContentField({ alias, field, values, set, error, image }: FieldProps) {
  const value = values[field.name];
  const common = { label: field.label, hint: field.hint, error: error ?? null };
  switch (field.type) {
    case 'rich':
      return <RichTextEditor label={field.label} value={String(value ?? '')} onChange={(html) => set(field.name, html)} error={error} />;
    case 'textarea':
      return <TextArea {...common} rows={3} value={String(value ?? '')} onChange={(e) => set(field.name, e.target.value)} />;
    case 'checkbox':
      return (
        <Check>
          <input type="checkbox" checked={value === true} onChange={(e) => set(field.name, e.target.checked)} />
          {field.label}
        </Check>
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          min={0}
          step={1}
          value={String(value ?? 0)}
          onChange={(e) => set(field.name, Math.trunc(Number(e.target.value) || 0))}
        />
      );
    case 'euro':
      return (
        <TextField
          {...common}
          type="number"
          min={0}
          step={0.01}
          value={String(Number(value ?? 0) / 100)}
          onChange={(e) => set(field.name, Math.round((Number(e.target.value) || 0) * 100))}
        />
      );
    case 'datetime':
      return (
        <TextField
          {...common}
          type="datetime-local"
          value={toLocalInput(value as string | null)}
          onChange={(e) => set(field.name, fromLocalInput(e.target.value))}
        />
      );
    case 'optional':
    case 'url':
      return (
        <TextField
          {...common}
          type={field.type === 'url' ? 'url' : 'text'}
          value={String(value ?? '')}
          onChange={(e) => set(field.name, e.target.value.trim() === '' ? null : e.target.value)}
        />
      );
    case 'partner':
      return <PartnerField alias={alias} value={value as number | null} onChange={(id) => set(field.name, id)} label={field.label} />;
    case 'image':
      return (
        <ImageField
          alias={alias}
          label={field.label}
          value={value as { url: string } | null}
          image={image ?? null}
          onChange={(ref) => set(field.name, ref)}
          error={error}
        />
      );
    default:
      return (
        <TextField {...common} required={field.required} value={String(value ?? '')} onChange={(e) => set(field.name, e.target.value)} />
      );
  }
}

function PartnerField({
  alias,
  label,
  value,
  onChange,
}: {
  alias: string;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const partners = useContentList(alias, 'partners');
  return (
    <SelectField
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
    >
      <option value="">Nessun partner</option>
      {partners.data?.items.map((p) => (
        <option key={p.id} value={p.id}>
          {p.title}
        </option>
      ))}
    </SelectField>
  );
}

/** The picture: uploaded at once through the picture pipeline (the server checks and resizes it), shown with its size. */
function ImageField({
  alias,
  label,
  value,
  image,
  onChange,
  error,
}: {
  alias: string;
  label: string;
  value: { url: string } | null;
  image: UploadedImage | null;
  onChange: (ref: { url: string } | null) => void;
  error?: string | undefined;
}) {
  const upload = useUploadImage(alias);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const shown = value
    ? uploaded?.url === value.url
      ? uploaded
      : image?.url === value.url
        ? image
        : { url: value.url, width: 0, height: 0 }
    : null;
  return (
    <Group>
      <legend>{label}</legend>
      {shown ? (
        <Picture>
          <img src={shown.url} alt="" width={shown.width || undefined} height={shown.height || undefined} />
          <figcaption>{shown.width ? `${shown.width} × ${shown.height} pixel` : 'Immagine attuale'}</figcaption>
        </Picture>
      ) : null}
      <FileDrop
        label={shown ? 'Sostituisci l’immagine' : 'Scegli un’immagine'}
        hint="JPEG, PNG, WebP, AVIF, GIF o TIFF, al massimo 5 MB: viene ridimensionata e ripulita dei metadati."
        accept="image/*"
        file={null}
        disabled={upload.isPending}
        error={upload.isError ? normalizeError(upload.error).message : (error ?? null)}
        onFile={(file) => {
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (img) => {
              setUploaded(img);
              onChange({ url: img.url });
            },
          });
        }}
      />
      {upload.isPending ? <p role="status">Caricamento dell’immagine…</p> : null}
      {shown ? (
        <Button size="sm" variant="outline" onClick={() => onChange(null)}>
          Togli l’immagine
        </Button>
      ) : null}
    </Group>
  );
}
