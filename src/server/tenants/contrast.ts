import { CONTRAST_PAIRS, contrastRatio, MIN_CONTRAST } from '../../shared/color-contrast.js';
import { DEFAULT_THEME } from '../../shared/theme-defaults.js';
import type { TenantFile } from '../../shared/types/generated/tenant.js';
import type { Problem } from './validate.js';

type ColorKey = keyof typeof DEFAULT_THEME.colors;


/**
 * Every text/background pair of the tenant's theme (over the runtime defaults) below 4.5:1.
 * The pointer names the colour the tenant set (the text colour when it set both), since that
 * is the line the operator has to change; a pair made only of defaults cannot fail.
 */
export function checkContrast(file: TenantFile): Problem[] {
  const own = (file.theme.colors ?? {}) as Partial<Record<ColorKey, string>>;
  const colors = { ...DEFAULT_THEME.colors, ...own };
  const problems: Problem[] = [];
  for (const [fg, bg] of CONTRAST_PAIRS) {
    const ratio = contrastRatio(colors[fg], colors[bg]);
    if (ratio >= MIN_CONTRAST) continue;
    const blamed = own[fg] !== undefined || own[bg] === undefined ? fg : bg;
    problems.push({
      pointer: `/theme/colors/${blamed}`,
      message: `contrast of ${fg} ${colors[fg]} on ${bg} ${colors[bg]} is ${ratio.toFixed(2)}:1, below the ${MIN_CONTRAST}:1 of WCAG AA`,
    });
  }
  return problems;
}
