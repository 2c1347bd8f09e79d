import { useId, useState, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatFileSize } from '../shared/format.js';

const Zone = styled.div<{ $active: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: start;
  gap: 8px;
  padding: 20px;
  border: 2px dashed
    ${({ theme, $active, $invalid }) => ($invalid ? theme.colors.error : $active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme, $active }) => ($active ? theme.colors.background : theme.colors.surface)};
  p {
    margin: 0;
  }
`;

/**
 * The input is hidden and its label looks like a button: the input stays in the tab order and
 * opens the file dialog with Space or Enter, and its focus ring is drawn on the label.
 */
const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 20px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.button}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  cursor: pointer;
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  input:disabled + & {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Chosen = styled.p`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Problem = styled.div`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
  p,
  ul {
    margin: 4px 0 0;
  }
  ul {
    padding-left: 20px;
    font-weight: 400;
  }
  &:empty {
    display: none;
  }
`;

export interface FileDropProps {
  /** The picker's text, which is also the input's name: "Scegli il file CSV". */
  label: string;
  /** Read with the input, e.g. what the file must be. */
  hint?: ReactNode;
  accept?: string;
  file: File | null;
  onFile: (file: File | null) => void;
  /** Shown under the zone, announced, and marks the input invalid. */
  error?: string | null;
  /** Further reasons under the error, one a line. */
  errorDetails?: readonly string[];
  disabled?: boolean;
}

/**
 * A file field that also takes a file dropped on it. Dropping is a shortcut: the input (a
 * keyboard's way, and a screen reader's) does everything on its own.
 */
export function FileDrop({ label, hint, accept, file, onFile, error, errorDetails = [], disabled = false }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const drag = (event: DragEvent, active: boolean) => {
    event.preventDefault();
    if (!disabled) setOver(active);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };
  return (
    <div>
      <Zone
        $active={over}
        $invalid={Boolean(error)}
        data-testid="file-drop"
        onDragEnter={(e) => drag(e, true)}
        onDragOver={(e) => drag(e, true)}
        onDragLeave={(e) => drag(e, false)}
        onDrop={drop}
      >
        <Muted>Trascina qui il file oppure</Muted>
        <input
          id={id}
          type="file"
          className="visually-hidden"
          accept={accept}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', `${id}-chosen`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            onFile(event.target.files?.[0] ?? null);
            // The same file chosen again after a change must fire again.
            event.target.value = '';
          }}
        />
        <Picker htmlFor={id}>{label}</Picker>
        {file ? (
          <Chosen id={`${id}-chosen`}>
            File scelto: {file.name} ({formatFileSize(file.size)})
          </Chosen>
        ) : (
          <Muted id={`${id}-chosen`}>Nessun file scelto</Muted>
        )}
        {hint && <Muted id={`${id}-hint`}>{hint}</Muted>}
      </Zone>
      <Problem id={`${id}-error`} aria-live="polite">
        {error && (
          <>
            <p>{error}</p>
            {errorDetails.length > 0 && (
              <ul>
                {errorDetails.map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </Problem>
    </div>
  );
}
