import type { StaffRegolamentoVersion } from '../../../shared/types/generated/api/staff-regolamento.js';
import { Badge } from '../../../ui/cards.js';
import { useMe } from '../../session.js';

/**
 * Only operators draft, publish and delete (the contract's roles); support reads. Undefined until
 * the signed-in staff member is known.
 */
export function useCanEdit(): boolean | undefined {
  const role = useMe().data?.role;
  return role === undefined ? undefined : role === 'operator';
}

export const FORMAT_LABEL: Record<StaffRegolamentoVersion['format'], string> = { html: 'Testo', pdf: 'PDF' };

/** The first 12 hex digits: enough to tell versions apart at a glance; the full hash is its title. */
export function ShortHash({ hash }: { hash: string }) {
  return (
    <code title={hash} aria-label={`Impronta ${hash.slice(0, 12)}`}>
      {hash.slice(0, 12)}
    </code>
  );
}

/** 'In vigore' for the version customers must have accepted, otherwise its state. */
export function VersionState({ version }: { version: StaffRegolamentoVersion }) {
  if (version.status === 'draft') return <Badge>Bozza</Badge>;
  return version.current ? <Badge $tone="success">In vigore</Badge> : <Badge>Pubblicata</Badge>;
}
