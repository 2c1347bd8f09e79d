import type { TFunction } from 'i18next';
import { formatPoints } from '../shared/format.js';

/**
 * '1.500 punti', '1 punto': the figure from the one formatter, the word in the right plural
 * (`common.points_one` / `common.points_other`, Italian defaults for a front end without them).
 */
export function pointsText(t: TFunction, value: number): string {
  return t('common.points', {
    count: value,
    value: formatPoints(value),
    defaultValue_one: '{{value}} punto',
    defaultValue_other: '{{value}} punti',
  });
}
