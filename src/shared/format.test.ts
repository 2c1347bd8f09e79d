import {
  formatDateTime,
  formatDayMonth,
  formatEuro,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPoints,
  formatPointsDelta,
  formatShortDate,
  formatShortDateTime,
} from './format.js';

describe('it-IT formatters', () => {
  it('groups points from the thousands, four digits included', () => {
    expect(formatPoints(1500)).toBe('1.500');
    expect(formatPoints(25000)).toBe('25.000');
    expect(formatPoints(950)).toBe('950');
    expect(formatPoints(1234567)).toBe('1.234.567');
  });

  it('signs a points movement', () => {
    expect(formatPointsDelta(500)).toBe('+500');
    expect(formatPointsDelta(-1500)).toBe('-1.500');
    expect(formatPointsDelta(0)).toBe('0');
  });

  it('writes other numbers grouped, with a decimal comma', () => {
    expect(formatNumber(1500)).toBe('1.500');
    expect(formatNumber(2.5)).toBe('2,5');
  });

  it('writes a share as a percentage with at most one decimal', () => {
    expect(formatPercent(0.4253)).toBe('42,5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('writes euro amounts with two decimals and the sign after', () => {
    expect(formatEuro(20)).toBe('20,00\u00a0€');
    expect(formatEuro(1234.5)).toBe('1.234,50\u00a0€');
  });

  it('reads a date-only string as that calendar day, wherever the machine is', () => {
    expect(formatLongDate('2026-05-12')).toBe('12 maggio 2026');
    expect(formatShortDate('2026-05-12')).toBe('12/05/2026');
    expect(formatDayMonth('2026-05-12')).toBe('12 mag');
  });

  it('writes long dates, short dates and date-times', () => {
    const noon = new Date(2025, 10, 22, 10, 30).toISOString();
    expect(formatLongDate(noon)).toBe('22 novembre 2025');
    expect(formatShortDate(noon)).toBe('22/11/2025');
    expect(formatDateTime(noon)).toBe('22 novembre 2025 alle ore 10:30');
    expect(formatShortDateTime(noon)).toBe('22/11/2025, 10:30');
  });

  it("gives '' for a missing date and the text as given for one that is not a date", () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatLongDate('presto')).toBe('presto');
  });
});
