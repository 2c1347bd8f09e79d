import { formatLongDate } from './format.js';
import { type ProgrammeState, type ResolvedProgramme } from './programme.js';

/**
 * What the customer reads about the programme's calendar, the same words from the checkout's
 * refusal, the catalogue's notice and the banner. Dates are calendar days of the tenant.
 */

/** Why prizes cannot be requested today; null when they can. */
export function orderingClosedReason(programme: ResolvedProgramme, state: ProgrammeState, timeZone: string): string | null {
  const c = programme.calendar;
  if (state.ordering || !c) return null;
  if (state.phase === 'before')
    return `Le richieste dei premi si apriranno il ${formatLongDate(c.start, timeZone)}, all'inizio del programma.`;
  return `Le richieste dei premi sono chiuse: il termine per richiederli era il ${formatLongDate(c.orderUntil, timeZone)}.`;
}

/** The countdown banner's sentence in the last days of earning or ordering; null outside them. */
export function countdownText(state: ProgrammeState, timeZone: string): string | null {
  const c = state.countdown;
  if (!c) return null;
  const day = formatLongDate(c.lastDay, timeZone);
  const left = c.daysLeft === 0 ? 'Oggi è l’ultimo giorno' : c.daysLeft === 1 ? 'Manca 1 giorno' : `Mancano ${c.daysLeft} giorni`;
  return c.ends === 'earning'
    ? `${left} per accumulare punti: la raccolta termina il ${day}.`
    : `${left} per richiedere i premi: le richieste si chiudono il ${day}.`;
}

/** The closed page's sentence, once the programme has ended. */
export function endedText(programme: ResolvedProgramme, timeZone: string): string {
  const end = programme.calendar?.end;
  return end ? `Il programma si è concluso il ${formatLongDate(end, timeZone)}.` : 'Il programma si è concluso.';
}

/** For staff: what the next change is, in words. */
export function nextChangeText(state: ProgrammeState, timeZone: string): string | null {
  if (!state.next) return null;
  const day = formatLongDate(state.next.day, timeZone);
  switch (state.next.change) {
    case 'start':
      return `Il programma inizia il ${day}: da quel giorno si accumulano punti e si richiedono premi.`;
    case 'earningEnds':
      return `Dal ${day} non si accumulano più punti.`;
    case 'orderingEnds':
      return `Dal ${day} non si possono più richiedere premi.`;
    case 'ends':
      return `Dal ${day} il programma è concluso: il portale mostra la pagina di chiusura e lo storico ordini.`;
  }
}

/** For staff: the phase in words. */
export const PHASE_LABELS: Record<ProgrammeState['phase'], string> = {
  always: 'Nessun calendario: il programma è sempre aperto',
  before: 'Non ancora iniziato',
  open: 'In corso: si accumulano punti e si richiedono premi',
  ordering: 'Raccolta punti conclusa: si possono ancora richiedere premi',
  closing: 'Richieste dei premi chiuse: consegne in corso',
  ended: 'Concluso',
};
