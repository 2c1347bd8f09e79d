import type { TFunction } from 'i18next';
import { formatPoints } from '../shared/format.js';

/**
 * '1.500 punti', '1 punto', '1.000.000 di punti': the figure from the one formatter, the word in
 * the plural form Italian's rules pick (`common.points_one` / `_many` / `_other`, Italian defaults
 * for a front end without them). Each form must be there: i18next answers a missing one with the key.
 */
export function pointsText(t: TFunction, value: number): string {
  return t('common.points', {
    count: value,
    value: formatPoints(value),
    defaultValue_one: '{{value}} punto',
    defaultValue_many: '{{value}} di punti',
    defaultValue_other: '{{value}} punti',
  });
}
