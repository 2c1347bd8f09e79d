import { DEFAULT_THEME } from '../shared/theme-defaults.js';
import { contrastRatio, readableOn } from '../shared/color-contrast.js';
import { buildTheme } from './theme.js';

describe('buildTheme', () => {
  it('derives the media queries from the mobile breakpoint (640 px)', () => {
    const theme = buildTheme(DEFAULT_THEME);
    expect(theme.media.mobile).toBe('@media (max-width: 639px)');
    expect(theme.media.desktop).toBe('@media (min-width: 640px)');
    expect(theme.layout.containerMaxWidth).toBe(1200);
    expect(theme.layout.containerPadding).toBe(15);
  });

  it('picks readable text for the secondary colour', () => {
    expect(readableOn('#f59e0b')).toBe('#111111');
    expect(readableOn('#be123c')).toBe('#ffffff');
    expect(contrastRatio(readableOn('#be123c'), '#be123c')).toBeGreaterThanOrEqual(4.5);
  });
});
