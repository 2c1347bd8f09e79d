import styled from 'styled-components';

const SHORT = 40;

const Pre = styled.pre`
  margin: 6px 0 0;
  max-width: 32rem;
  padding: 8px;
  overflow-x: auto;
  font-size: 0.85rem;
  white-space: pre-wrap;
  word-break: break-word;
  background: ${({ theme }) => theme.colors.background};
  border-radius: 4px;
`;

const Summary = styled.summary`
  cursor: pointer;
  font-family: monospace;
  word-break: break-all;
`;

const Plain = styled.code`
  word-break: break-all;
`;

/** A string as itself; anything else as the JSON it was stored as, on one line. */
function oneLine(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One before/after value, short enough for a table cell: as it is when short, otherwise cut with
 * the whole (pretty-printed JSON) behind a <details>, so a long settings value does not widen the row.
 */
export function AuditValue({ value, label }: { value: unknown; label: string }) {
  const line = oneLine(value);
  if (line.length <= SHORT && (typeof value !== 'object' || value === null))
    return (
      <Plain>
        <span className="visually-hidden">{label}: </span>
        {line}
      </Plain>
    );
  const whole = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  const short = line.length <= SHORT ? line : `${line.slice(0, SHORT - 1)}…`;
  return (
    <details>
      <Summary>
        <span className="visually-hidden">{label}: </span>
        {short}
      </Summary>
      <Pre>{whole}</Pre>
    </details>
  );
}

/** Before → after, or whichever of the two the entry has. */
export function AuditChange({ before, after }: { before?: unknown; after?: unknown }) {
  const hasBefore = before !== undefined;
  const hasAfter = after !== undefined;
  if (!hasBefore && !hasAfter)
    return (
      <span>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">nessun valore</span>
      </span>
    );
  return (
    <div>
      {hasBefore && <AuditValue value={before} label="prima" />}
      {hasBefore && hasAfter && <span aria-hidden="true"> → </span>}
      {hasAfter && <AuditValue value={after} label={hasBefore ? 'dopo' : 'valore'} />}
    </div>
  );
}
