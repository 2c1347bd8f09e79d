import styled from 'styled-components';
import { programmeStateToday } from '../../shared/programme.js';
import { countdownText, orderingClosedReason } from '../../shared/programme-messages.js';
import { useConfig } from '../stores/config.js';

const Note = styled.div`
  box-sizing: border-box;
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: center;
  overflow-wrap: anywhere;
`;

/**
 * The programme's calendar where the customer looks first, at the top of every page: the days
 * left in the last 30 of earning or of ordering, and once ordering is closed (or not yet open)
 * why. The day is the tenant's, on the browser's clock as on the server's.
 */
export function ProgrammeBanner({ today }: { today?: string }) {
  const config = useConfig();
  const state = programmeStateToday(config.programme, config.timeZone, today);
  const text = orderingClosedReason(config.programme, state, config.timeZone) ?? countdownText(state, config.timeZone);
  if (!text || state.phase === 'ended') return null;
  return (
    <Note role="note" aria-label="Calendario del programma">
      {text}
    </Note>
  );
}
