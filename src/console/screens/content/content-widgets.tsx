import type { FieldProps, RegistryFieldsType, RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useState } from 'react';
import styled from 'styled-components';
import type { UploadedImage } from '../../../shared/types/generated/api/staff-content.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { normalizeError } from '../../api/client.js';
import type { ConsoleFormContext } from '../../forms/form-templates.js';
import { useContentList, useUploadImage } from './content-queries.js';
import { RichTextEditor } from './rich-text-editor.js';

/** What the content widgets need beyond their value: the tenant, and the item's picture as stored (its size). */
export interface ContentFormContext extends ConsoleFormContext {
  alias: string;
  image: UploadedImage | null;
}

const contextOf = (props: { registry: { formContext?: unknown } }) => props.registry.formContext as ContentFormContext;
const firstError = (errors: unknown[] | undefined) => errors?.find((e): e is string => typeof e === 'string' && e !== '');

/** The item's text as rich text: the editor draws its own label and error (its textbox is no input a <label> could name). */
function RichTextWidget({ label, value, onChange, rawErrors, uiSchema }: WidgetProps) {
  const title = uiSchema?.['ui:title'];
  return (
    <RichTextEditor
      label={typeof title === 'string' ? title : label}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      error={firstError(rawErrors) ?? null}
    />
  );
}

/** The partner offering the item, one of the tenant's partners, or none (null). */
function PartnerWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors } = props;
  const partners = useContentList(contextOf(props).alias, 'partners');
  return (
    <select
      id={id}
      name={id}
      value={typeof value === 'number' ? String(value) : ''}
      disabled={disabled || readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    >
      <option value="">Nessun partner</option>
      {partners.data?.items.map((p) => (
        <option key={p.id} value={p.id}>
          {p.title}
        </option>
      ))}
    </select>
  );
}

/** An amount in euro cents, typed in euro with the cents after the decimal point. */
function EuroWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, rawErrors, required }: WidgetProps) {
  return (
    <input
      type="number"
      id={id}
      name={id}
      min={0}
      step={0.01}
      required={required}
      value={String(Number(value ?? 0) / 100)}
      disabled={disabled}
      readOnly={readonly}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => onChange(Math.round((Number(event.target.value) || 0) * 100))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}

const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
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

/**
 * A picture (ImageRef: `{ url }` or null), uploaded at once through the picture pipeline (the
 * server checks and resizes it) and shown with its size. A field rather than a widget: its value
 * is an object, which RJSF hands to fields only.
 */
function ImageField(props: FieldProps) {
  const { formData, onChange, fieldPathId, rawErrors, uiSchema, schema, disabled, readonly } = props;
  const { alias, image } = contextOf(props);
  const upload = useUploadImage(alias);
  const [uploaded, setUploaded] = useState<UploadedImage | null>(null);
  const value =
    formData && typeof formData === 'object' && typeof (formData as { url?: unknown }).url === 'string'
      ? (formData as { url: string })
      : null;
  const label = String(uiSchema?.['ui:title'] ?? schema.title ?? '');
  const set = (ref: { url: string } | null) => onChange(ref, fieldPathId.path);
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
        disabled={disabled || readonly || upload.isPending}
        error={upload.isError ? normalizeError(upload.error).message : (firstError(rawErrors) ?? null)}
        onFile={(file) => {
          if (!file) return;
          upload.mutate(file, {
            onSuccess: (img) => {
              setUploaded(img);
              set({ url: img.url });
            },
          });
        }}
      />
      {upload.isPending ? <p role="status">Caricamento dell’immagine…</p> : null}
      {shown && !readonly && !disabled ? (
        <Button size="sm" variant="outline" onClick={() => set(null)}>
          Togli l’immagine
        </Button>
      ) : null}
    </Group>
  );
}

/** The content forms' own widgets, by the names their uiSchema uses. */
export const CONTENT_WIDGETS: RegistryWidgetsType = { richText: RichTextWidget, partner: PartnerWidget, euro: EuroWidget };
export const CONTENT_FIELDS: RegistryFieldsType = { image: ImageField };
