import { useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FILE_SIZE_DECIMALS, LOCALE } from '../../../shared/constants.js';
import { Button } from '../../ui/button.js';
import { describedBy, hasErrors } from './field-styles.js';

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
  return `${(bytes / (1024 * 1024)).toLocaleString(LOCALE, { minimumFractionDigits: FILE_SIZE_DECIMALS, maximumFractionDigits: FILE_SIZE_DECIMALS })} MB`;
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

const Box = styled.div`
  display: grid;
  gap: 10px;
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  img {
    max-width: 160px;
    max-height: 120px;
    object-fit: contain;
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 8px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

/**
 * File upload (spec §2): .pdf, .jpg, .png only (the schema's `acceptedTypes` also enforces it on
 * both sides). An image shows a preview; a PDF shows name, type and size in MB with two decimals.
 * A remove button clears it. The value is a data URL carrying the file name.
 */
export function FileWidget({ id, value, required, disabled, readonly, autofocus, schema, rawErrors, onChange, onBlur, onFocus }: WidgetProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const invalid = hasErrors(rawErrors);
  const types = Array.isArray((schema as { acceptedTypes?: unknown }).acceptedTypes) ? ((schema as { acceptedTypes: string[] }).acceptedTypes) : DEFAULT_TYPES;
  const info = fileInfoOf(value);
  const isImage = info?.type.startsWith('image/') ?? false;

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

  return (
    <Box>
      <input
        ref={inputRef}
        id={id}
        name={id}
        type="file"
        accept={types.join(',')}
        disabled={disabled || readonly || reading}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(id, { errors: invalid })}
        onChange={(event) => void choose(event.target.files?.[0])}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {info && (
        <Preview data-testid={`${id}-preview`}>
          {isImage ? (
            <img src={String(value)} alt={t('forms.filePreview', { defaultValue: 'Anteprima di {{name}}', name: info.name })} />
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
          <Button size="sm" variant="outline" onClick={remove} disabled={disabled || readonly}>
            {t('forms.removeFile', { defaultValue: 'Rimuovi file' })}
          </Button>
        </Preview>
      )}
    </Box>
  );
}
