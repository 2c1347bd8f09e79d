import type { TFunction } from 'i18next';
import { formatNumber } from './format.js';

/** '25.000 punti', '1 punto' (it-IT grouping, Italian plural). */
export function pointsText(t: TFunction, value: number): string {
  return t('orders.points', { count: value, value: formatNumber(value) });
}
