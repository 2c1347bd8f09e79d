import { createContext, useContext } from 'react';
import styled from 'styled-components';
import type { SettingsOverride } from '../../../shared/types/generated/api/staff-settings.js';
import { Button } from '../../../ui/button.js';
import { sameValue, valueAt } from './settings-changes.js';
import { formatShortDate } from '../../../shared/format.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

export interface OriginState {
  file: Record<string, unknown>;
  effective: Record<string, unknown>;
  overrides: readonly SettingsOverride[];
  /** The whole tenant as edited, unsaved changes included. */
  draft: Record<string, unknown>;
  /** Puts the file's own value back in the draft at `keys` (saved as removing the override). */
  useFileValue: (keys: string[]) => void;
}

export const OriginContext = createContext<OriginState | null>(null);

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 10px;
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Tag = styled.span<{ $tone: 'override' | 'draft' }>`
  padding: 1px 8px;
  border-radius: 999px;
  font-weight: 600;
  background: ${({ $tone }) => ($tone === 'draft' ? '#fef3c7' : '#dbeafe')};
  color: ${({ $tone }) => ($tone === 'draft' ? '#78350f' : '#1e3a8a')};
`;

/** A value as a staff member reads it in a one-line note. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return 'nessun valore';
  if (value === true) return 'sì';
  if (value === false) return 'no';
  if (Array.isArray(value)) return value.length ? value.map(shownValue).join(', ') : 'elenco vuoto';
  if (typeof value === 'object') return 'valori impostati';
  return `«${String(value)}»`;
}

/**
 * Under a field: where its value comes from. An override says who set it and what the tenant
 * file says, with one button to go back to the file's value; an unsaved edit says so.
 */
export function FieldOrigin({ keys, label }: { keys: string[]; label: string }) {
  const timeZone = useTenantTimeZone();
  const state = useContext(OriginContext);
  if (!state || keys.length === 0) return null;
  const path = keys.join('.');
  const override = state.overrides.find((o) => o.path === path || path.startsWith(`${o.path}.`));
  const fileValue = valueAt(state.file, keys);
  const edited = !sameValue(valueAt(state.draft, keys), valueAt(state.effective, keys));
  const atFileValue = sameValue(valueAt(state.draft, keys), fileValue);
  if (!override && !edited) return null;
  return (
    <Note>
      {edited && <Tag $tone="draft">Modificato, da salvare</Tag>}
      {override && !atFileValue && (
        <>
          <Tag $tone="override">Personalizzato</Tag>
          <span>
            da {override.updatedBy} il {formatShortDate(override.updatedAt, timeZone)} · nel file: {shownValue(fileValue)}
          </span>
          <Button variant="link" size="sm" onClick={() => state.useFileValue(keys)} aria-label={`Usa il valore del file per ${label}`}>
            Usa il valore del file
          </Button>
        </>
      )}
    </Note>
  );
}
