import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { formatLongDate } from '../../../shared/format.js';
import { dayIn, programmeState } from '../../../shared/programme.js';
import { nextChangeText, PHASE_LABELS } from '../../../shared/programme-messages.js';
import { Panel } from '../../../ui/cards.js';
import { sessionQueries } from '../../session.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Dates = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
  gap: 8px 24px;
  margin: 12px 0 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Phase = styled.p`
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Next = styled.p`
  margin: 8px 0 0;
`;

/**
 * Where the tenant's programme stands today (its calendar day) and what changes next: the
 * calendar of its file, runtime overrides included, from the console's list of tenants.
 */
export function ProgrammePanel({ alias, today }: { alias: string; today?: string }) {
  const timeZone = useTenantTimeZone();
  const tenants = useQuery(sessionQueries.tenants());
  const programme = tenants.data?.find((x) => x.alias === alias)?.programme;
  if (!programme) return null;
  const state = programmeState(programme, today ?? dayIn(new Date(), timeZone));
  const next = nextChangeText(state, timeZone);
  const c = programme.calendar;
  return (
    <Panel as="section" aria-labelledby="programme-panel-title">
      <h3 id="programme-panel-title">Calendario del programma</h3>
      <Phase>{PHASE_LABELS[state.phase]}</Phase>
      {next && <Next>{next}</Next>}
      <Dates>
        {c && (
          <>
            <div>
              <dt>Inizio</dt>
              <dd>{formatLongDate(c.start, timeZone)}</dd>
            </div>
            <div>
              <dt>Fine raccolta punti</dt>
              <dd>{formatLongDate(c.earnUntil, timeZone)}</dd>
            </div>
            <div>
              <dt>Fine richieste premi</dt>
              <dd>{formatLongDate(c.orderUntil, timeZone)}</dd>
            </div>
            <div>
              <dt>Fine programma</dt>
              <dd>{formatLongDate(c.end, timeZone)}</dd>
            </div>
          </>
        )}
        <div>
          <dt>Consegna dei premi</dt>
          <dd>entro {programme.deliveryDays} giorni dalla richiesta</dd>
        </div>
      </Dates>
    </Panel>
  );
}
