/** Euros, points and quantities written the Italian way in the reasons customers read. */

const whole = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 0, useGrouping: true });
const upTo2 = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2, useGrouping: true });
const cents2 = new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** '1.240 €' for whole euros, '1.240,50 €' otherwise. */
export const euros = (cents: number) => `${cents % 100 === 0 ? whole.format(cents / 100) : cents2.format(cents / 100)} €`;

/** '1', '0,5', '1.500'. */
export const num = (n: number) => upTo2.format(n);

/** '1 punto', '2 punti', '0,5 punti'. */
export const points = (n: number) => `${num(n)} ${n === 1 ? 'punto' : 'punti'}`;

/** '1 pezzo', '3 pezzi'. */
export const pieces = (n: number) => `${num(n)} ${n === 1 ? 'pezzo' : 'pezzi'}`;
