import { useRef, useState, type DragEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { FILE_SIZE_DECIMALS } from '../../../shared/constants.js';
import { formatFixed, formatNumber } from '../../../shared/format.js';
import { fileTypesLabel } from '../../../shared/forms/messages.js';
import { Button } from '../../../ui/button.js';
import { describedBy, hasErrors } from './field-styles.js';
import { AcceptHint, Control, FileBox, HiddenInput, PickLabel, Preview, Status, Thumb } from './file-widget-styles.js';

const DEFAULT_TYPES = ['.pdf', '.jpg', '.png'];

export interface FileInfo {
  name: string;
  type: string;
  size: number;
}

/** data:<mime>;name=<name>;base64,<data> → what the preview shows. */
export function fileInfoOf(dataUrl: unknown): FileInfo | null {
  if (typeof dataUrl !== 'string') return null;
  const m = /^data:([^;,]*)(?:;name=([^;,]*))?;base64,(.*)$/.exec(dataUrl);
  if (!m) return null;
  const data = m[3] ?? '';
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  let name = m[2] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // keep the raw name
  }
  return { name, type: m[1] ?? '', size: Math.max(0, (data.length * 3) / 4 - padding) };
}

/** Size in MB with two decimals, Italian style: '0,25 MB'. */
export function formatMb(bytes: number): string {
  return `${formatFixed(bytes / (1024 * 1024), FILE_SIZE_DECIMALS)} MB`;
}

/** Reads a file as the data URL RJSF uses, with its name inside. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => resolve(String(reader.result).replace(';base64,', `;name=${encodeURIComponent(file.name)};base64,`));
    reader.readAsDataURL(file);
  });
}

/** What the schema declares about the file (docs/forms.md: `acceptedTypes`, `maxFileSizeMb`). */
function limitsOf(schema: WidgetProps['schema']): { types: string[]; maxMb: number | null } {
  const { acceptedTypes, maxFileSizeMb } = schema as { acceptedTypes?: unknown; maxFileSizeMb?: unknown };
  const types = Array.isArray(acceptedTypes) ? acceptedTypes.map(String) : DEFAULT_TYPES;
  const maxMb = typeof maxFileSizeMb === 'number' && maxFileSizeMb > 0 ? maxFileSizeMb : null;
  return { types, maxMb };
}

function UploadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d="M12 15V4M7 9l5-5 5 5" />
      <path d="M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </svg>
  );
}

/**
 * File upload: .pdf, .jpg, .png only (the schema's `acceptedTypes` also enforces it on
 * both sides, so a dropped file of another type is refused at validation like a picked one).
 * The native input is visually hidden and a themed Italian control stands for it (see
 * file-widget-styles.ts); a file can also be dropped onto that control. An image shows a preview;
 * a PDF shows name, type and size in MB with two decimals. A remove button clears it and gives
 * focus back to the input. The value is a data URL carrying the file name.
 */
export function FileWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  schema,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const invalid = hasErrors(rawErrors);
  const { types, maxMb } = limitsOf(schema);
  const info = fileInfoOf(value);
  const isImage = info?.type.startsWith('image/') ?? false;
  const locked = Boolean(disabled || readonly);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } finally {
      setReading(false);
    }
  };

  const remove = () => {
    onChange(undefined);
    if (inputRef.current) {
      inputRef.current.value = '';
      inputRef.current.focus();
    }
  };

  // Without preventDefault on dragover the browser would open a dropped file in place of the
  // portal (losing what was typed), so it is prevented even when the field is locked.
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = locked || reading ? 'none' : 'copy';
    if (!locked && !reading) setDragging(true);
  };
  const dragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over the button inside fires dragleave on the box too: only leaving the box counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!locked && !reading) void choose(event.dataTransfer.files[0]);
  };

  const statusText = reading
    ? t('forms.fileReading', { defaultValue: 'Lettura del file…' })
    : dragging
      ? t('forms.fileDrop', { defaultValue: 'Rilascia qui il file' })
      : (info?.name ?? t('forms.noFile', { defaultValue: 'Nessun file selezionato' }));
  const typesText = fileTypesLabel(types);
  const acceptText = [
    typesText ? t('forms.fileAccepted', { defaultValue: 'Formati ammessi: {{types}}', types: typesText }) : '',
    maxMb !== null ? t('forms.fileMaxSize', { defaultValue: 'massimo {{size}}\u00a0MB', size: formatNumber(maxMb) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <FileBox>
      <HiddenInput
        ref={inputRef}
        id={id}
        name={id}
        type="file"
        accept={types.join(',')}
        disabled={locked || reading}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, {
          errors: invalid,
          extra: [`${id}__status`, acceptText ? `${id}__accept` : ''].filter(Boolean).join(' '),
        })}
        onChange={(event) => void choose(event.target.files?.[0])}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <Control
        data-testid={`${id}-control`}
        data-dragging={dragging || undefined}
        onDragOver={dragOver}
        onDragLeave={dragLeave}
        onDrop={drop}
      >
        <PickLabel htmlFor={id}>
          <UploadIcon />
          {info ? t('forms.replaceFile', { defaultValue: 'Sostituisci file' }) : t('forms.chooseFile', { defaultValue: 'Scegli un file' })}
        </PickLabel>
        <Status id={`${id}__status`} data-chosen={Boolean(info) && !reading && !dragging} aria-live="polite">
          {statusText}
        </Status>
      </Control>
      {acceptText && <AcceptHint id={`${id}__accept`}>{acceptText}</AcceptHint>}
      {info && (
        <Preview data-testid={`${id}-preview`}>
          {isImage ? (
            <Thumb>
              <img src={String(value)} alt={t('forms.filePreview', { defaultValue: 'Anteprima di {{name}}', name: info.name })} />
            </Thumb>
          ) : (
            <dl>
              <dt>{t('forms.fileName', { defaultValue: 'Nome' })}</dt>
              <dd>{info.name}</dd>
              <dt>{t('forms.fileType', { defaultValue: 'Tipo' })}</dt>
              <dd>{info.type}</dd>
              <dt>{t('forms.fileSize', { defaultValue: 'Dimensione' })}</dt>
              <dd>{formatMb(info.size)}</dd>
            </dl>
          )}
          <Button size="sm" variant="outline" onClick={remove} disabled={locked}>
            {t('forms.removeFile', { defaultValue: 'Rimuovi file' })}
          </Button>
        </Preview>
      )}
    </FileBox>
  );
}
