import { vi } from 'vitest';
import {
  formatAmountInput,
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

  it('writes points, movements, numbers and euros (shown and typed) as Intl would, without building an Intl formatter', () => {
    // Whole numbers, halves (Intl rounds them away from zero), decimals past two, zeros and
    // negatives that round to zero, and the 32-bit range the API allows.
    const values = [0, -0, 1, 9, 999, 1000, 9500, 12500, 999999, 1000000, 2147483647, -2147483648, -1500, 0.5, 1.5, 2.5, -0.5];
    values.push(-2.5, 0.4, -0.4, 2.125, 2.135, 1.005, 1234.5678, -0.001, 0.999, 0.995, 999.995, 99.995, 1e15 + 0.5);
    // Halves in the third decimal whose nearest double lies just below (386.03499999999997).
    values.push(386.035 - 1e-13, -375.785 + 1e-13, 1e-7, 123456.7891);
    for (let i = 0; i < 3000; i++) {
      values.push(
        Math.round(Math.sin(i) * 10 ** (i % 11) * 1000) / 1000,
        Math.sin(i) * 10 ** (i % 9),
        (Math.round(Math.cos(i) * 1e5) + 0.5) / 100,
      );
    }
    const grouped = { useGrouping: 'always' } as const;
    const intl = {
      points: new Intl.NumberFormat('it-IT', { ...grouped, maximumFractionDigits: 0 }),
      delta: new Intl.NumberFormat('it-IT', { ...grouped, maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
      number: new Intl.NumberFormat('it-IT', { ...grouped, maximumFractionDigits: 2 }),
      euro: new Intl.NumberFormat('it-IT', { ...grouped, style: 'currency', currency: 'EUR' }),
      amountInput: new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
    };
    // Where Intl writes '-0' (a negative that rounds to zero), a customer reads '0'.
    const asIntl = (format: Intl.NumberFormat, value: number) => format.format(value).replace(/^-(0(,0*)?)(\u00a0€)?$/, '$1$3');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      for (const value of values) {
        expect(formatPoints(value), `formatPoints(${value})`).toBe(asIntl(intl.points, value));
        expect(formatPointsDelta(value), `formatPointsDelta(${value})`).toBe(asIntl(intl.delta, value));
        expect(formatNumber(value), `formatNumber(${value})`).toBe(asIntl(intl.number, value));
        expect(formatEuro(value), `formatEuro(${value})`).toBe(asIntl(intl.euro, value));
        expect(formatAmountInput(value), `formatAmountInput(${value})`).toBe(asIntl(intl.amountInput, value));
      }
      expect(formatPoints(-0.4)).toBe('0');
      expect(formatEuro(-0.001)).toBe('0,00\u00a0€');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes every date form as Intl would, in local time, without building an Intl formatter', () => {
    const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('it-IT', options);
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const forms = [
      { write: formatLongDate, intl: intl({ day: 'numeric', month: 'long', year: 'numeric' }) },
      { write: formatShortDate, intl: intl({ day: '2-digit', month: '2-digit', year: 'numeric' }) },
      { write: formatDayMonth, intl: intl({ day: 'numeric', month: 'short' }) },
      { write: formatDateTime, intl: intl({ day: 'numeric', month: 'long', year: 'numeric', ...time }) },
      { write: formatShortDateTime, intl: intl({ day: '2-digit', month: '2-digit', year: 'numeric', ...time }) },
    ];
    // Every month and both ends of the day (midnight, 23:59), across years and minutes.
    const dates: Date[] = [];
    for (let i = 0; i < 1500; i++) dates.push(new Date(1990 + (i % 60), i % 12, 1 + (i % 28), (i * 7) % 24, (i * 13) % 60));
    dates.push(new Date(2026, 0, 1, 0, 0), new Date(2026, 11, 31, 23, 59), new Date(2025, 10, 22, 9, 5));
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      for (const date of dates) {
        for (const form of forms) {
          expect(form.write(date.toISOString()), `${form.write.name}(${date.toISOString()})`).toBe(form.intl.format(date));
        }
      }
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
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
