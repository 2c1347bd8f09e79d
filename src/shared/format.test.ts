import { vi } from 'vitest';
import {
  formatDateTime,
  formatDayMonth,
  formatEuro,
  formatFixed,
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

  it('writes points, movements, numbers and euros (shown and typed) as Intl would', () => {
    // Whole numbers, halves (Intl rounds them away from zero), decimals past two, zeros and
    // negatives that round to zero, and the 32-bit range the API allows.
    const values = [0, -0, 1, 9, 999, 1000, 9500, 12500, 999999, 1000000, 2147483647, -2147483648, -1500, 0.5, 1.5, 2.5, -0.5];
    values.push(-2.5, 0.4, -0.4, 2.125, 1234.5678, -0.001, 0.999, 0.995, 999.995, 99.995, 1e15 + 0.5, 1e-7, 123456.7891);
    // Written by String() with an exponent: tiny (a limit of 5e-7 rounds up at six places) and huge.
    values.push(1e-7, 5e-7, -5e-7, 4e-7, 1.5e-6, 1e21, 1.2345e25, -3e22, Number.MAX_VALUE);
    // Stored just below the half (2.13499…, 1.00499…): Intl rounds the shortest decimal that reads
    // back as the number, '2.135', up; rounding the binary value (toFixed) would go down.
    values.push(2.135, 1.005, -2.135, 8.345, 1.0049999999999999);
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
      finer: new Intl.NumberFormat('it-IT', { ...grouped, maximumFractionDigits: 6 }),
      euro: new Intl.NumberFormat('it-IT', { ...grouped, style: 'currency', currency: 'EUR' }),
      typed: new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
    };
    // Where Intl writes '-0' (a negative that rounds to zero), a customer reads '0'.
    const asIntl = (format: Intl.NumberFormat, value: number) => format.format(value).replace(/^-(0(,0*)?)(\u00a0€)?$/, '$1$3');
    for (const value of values) {
      expect(formatPoints(value), `formatPoints(${value})`).toBe(asIntl(intl.points, value));
      expect(formatPointsDelta(value), `formatPointsDelta(${value})`).toBe(asIntl(intl.delta, value));
      expect(formatNumber(value), `formatNumber(${value})`).toBe(asIntl(intl.number, value));
      expect(formatNumber(value, 6), `formatNumber(${value}, 6)`).toBe(asIntl(intl.finer, value));
      expect(formatEuro(value), `formatEuro(${value})`).toBe(asIntl(intl.euro, value));
      expect(formatFixed(value, 2, { group: false }), `formatFixed(${value}, 2)`).toBe(asIntl(intl.typed, value));
    }
    expect(formatPoints(-0.4)).toBe('0');
    expect(formatEuro(-0.001)).toBe('0,00\u00a0€');
  });

  it('writes every date form as Intl would, in the local time of any zone', () => {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const forms = [
      { write: formatLongDate, options: { day: 'numeric', month: 'long', year: 'numeric' } },
      { write: formatShortDate, options: { day: '2-digit', month: '2-digit', year: 'numeric' } },
      { write: formatDayMonth, options: { day: 'numeric', month: 'short' } },
      { write: formatDateTime, options: { day: 'numeric', month: 'long', year: 'numeric', ...time } },
      { write: formatShortDateTime, options: { day: '2-digit', month: '2-digit', year: 'numeric', ...time } },
    ] as const;
    // Zones with an offset (and Rome's daylight saving), so that UTC getters would show.
    for (const zone of ['Europe/Rome', 'America/Los_Angeles', 'Asia/Kolkata']) {
      vi.stubEnv('TZ', zone);
      try {
        expect(new Date(2026, 0, 1).getTimezoneOffset(), zone).not.toBe(0);
        // Every month and both ends of the day (midnight, 23:59), across years and minutes.
        const dates: Date[] = [new Date(2026, 0, 1, 0, 0), new Date(2026, 11, 31, 23, 59), new Date(2025, 10, 22, 9, 5)];
        for (let i = 0; i < 600; i++) dates.push(new Date(1990 + (i % 60), i % 12, 1 + (i % 28), (i * 7) % 24, (i * 13) % 60));
        for (const form of forms) {
          const intl = new Intl.DateTimeFormat('it-IT', form.options);
          for (const date of dates) {
            expect(form.write(date.toISOString()), `${form.write.name}(${date.toISOString()}) in ${zone}`).toBe(intl.format(date));
          }
        }
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });

  it('builds no Intl formatter, at import or on use, for points, numbers, euros and dates', async () => {
    // Whatever a page calls first initialises ICU (italian-number.ts): the spies are in place
    // before the module loads, and cover the toLocale… shortcuts that build one too.
    vi.resetModules();
    const spies = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Number.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleString'),
      vi.spyOn(Date.prototype, 'toLocaleDateString'),
      vi.spyOn(Date.prototype, 'toLocaleTimeString'),
    ];
    try {
      const format = await import('./format.js');
      const day = '2026-05-12T10:30:00';
      const written = [
        format.formatPoints(1500),
        format.formatPointsDelta(-1500),
        format.formatNumber(2.5),
        format.formatFixed(1234.5, 2, { group: false }),
        format.formatEuro(20),
        format.formatRowNumber(1160),
        format.formatLongDate(day),
        format.formatShortDate(day),
        format.formatDayMonth(day),
        format.formatDateTime(day),
        format.formatShortDateTime(day),
      ];
      expect(written).toEqual([
        '1.500',
        '-1.500',
        '2,5',
        '1234,50',
        '20,00\u00a0€',
        '1160',
        '12 maggio 2026',
        '12/05/2026',
        '12 mag',
        '12 maggio 2026 alle ore 10:30',
        '12/05/2026, 10:30',
      ]);
      for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of spies) spy.mockRestore();
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
