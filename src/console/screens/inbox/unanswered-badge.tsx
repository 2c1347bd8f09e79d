import styled from 'styled-components';
import { formatNumber } from '../../../shared/format.js';
import type { AreaProps } from '../../area-props.js';
import { useInboxCounts } from './inbox-queries.js';

const Pill = styled.span`
  display: inline-block;
  min-width: 1.6em;
  margin-left: 8px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.error};
  color: #fff;
  font-size: 0.85rem;
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
`;

/** Beside "Richieste" in the navigation: the open requests nobody has answered yet, read as words too. Nothing when none. */
export function UnansweredBadge({ alias }: AreaProps) {
  const counts = useInboxCounts(alias);
  const n = counts.data?.unanswered ?? 0;
  if (!n) return null;
  return (
    <Pill data-testid="inbox-unanswered">
      <span aria-hidden="true">{formatNumber(n)}</span>
      <span className="visually-hidden">({formatNumber(n)} senza risposta)</span>
    </Pill>
  );
}
