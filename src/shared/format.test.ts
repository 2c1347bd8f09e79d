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

  it("writes every date form as Intl would in the tenant's zone, whatever the machine's zone", () => {
    const time = { hour: '2-digit', minute: '2-digit' } as const;
    const forms = [
      { write: formatLongDate, options: { day: 'numeric', month: 'long', year: 'numeric' } },
      { write: formatShortDate, options: { day: '2-digit', month: '2-digit', year: 'numeric' } },
      { write: formatDayMonth, options: { day: 'numeric', month: 'short' } },
      { write: formatDateTime, options: { day: 'numeric', month: 'long', year: 'numeric', ...time } },
      { write: formatShortDateTime, options: { day: '2-digit', month: '2-digit', year: 'numeric', ...time } },
    ] as const;
    // Every month and both ends of the day, across years, minutes and Rome's summer time changes.
    const dates: Date[] = [
      new Date(Date.UTC(2026, 0, 1, 0, 0)),
      new Date(Date.UTC(2026, 11, 31, 23, 59)),
      new Date(Date.UTC(2026, 2, 29, 1, 0)),
    ];
    for (let i = 0; i < 400; i++) dates.push(new Date(Date.UTC(1990 + (i % 60), i % 12, 1 + (i % 28), (i * 7) % 24, (i * 13) % 60)));
    // The machine's zone (a server on UTC, a browser in New Zealand) never shows through.
    for (const machine of ['UTC', 'Pacific/Auckland']) {
      vi.stubEnv('TZ', machine);
      try {
        for (const zone of ['Europe/Rome', 'America/Los_Angeles', 'Asia/Kolkata']) {
          for (const form of forms) {
            const intl = new Intl.DateTimeFormat('it-IT', { ...form.options, timeZone: zone });
            for (const date of dates) {
              const iso = date.toISOString();
              expect(form.write(iso, zone), `${form.write.name}(${iso}) in ${zone}, machine on ${machine}`).toBe(intl.format(date));
            }
          }
        }
      } finally {
        vi.unstubAllEnvs();
      }
    }
  });

  it("shows a customer's order at the tenant's hour on a server that runs on UTC", () => {
    vi.stubEnv('TZ', 'UTC');
    try {
      // 03:13 UTC on 29 November is 04:13 in Rome (winter, UTC+1) and 05:13 on 1 July's UTC+2.
      expect(new Date(2026, 10, 29).getTimezoneOffset()).toBe(0);
      expect(formatDateTime('2026-11-29T03:13:00.000Z', 'Europe/Rome')).toBe('29 novembre 2026 alle ore 04:13');
      expect(formatDateTime('2026-07-01T03:13:00.000Z', 'Europe/Rome')).toBe('1 luglio 2026 alle ore 05:13');
      expect(formatShortDateTime('2026-11-29T23:30:00.000Z', 'Europe/Rome')).toBe('30/11/2026, 00:30');
      expect(formatDateTime('2026-11-29T03:13:00.000Z', 'UTC')).toBe('29 novembre 2026 alle ore 03:13');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('builds no Intl formatter, at import or on use, for points, numbers, euros and calendar days', async () => {
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
      const day = '2026-05-12';
      const wall = '2026-05-12T10:30:00';
      const written = [
        format.formatPoints(1500),
        format.formatPointsDelta(-1500),
        format.formatNumber(2.5),
        format.formatFixed(1234.5, 2, { group: false }),
        format.formatEuro(20),
        format.formatRowNumber(1160),
        format.formatLongDate(day, 'Europe/Rome'),
        format.formatShortDate(day, 'Europe/Rome'),
        format.formatDayMonth(day, 'Europe/Rome'),
        format.formatDateTime(wall, 'Europe/Rome'),
        format.formatShortDateTime(wall, 'Europe/Rome'),
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

  it('builds one numeric clock per zone for instants, however many dates a page writes', async () => {
    vi.resetModules();
    const format = await import('./format.js');
    const Real = Intl.DateTimeFormat;
    let built = 0;
    // A counting stand-in that still builds the real formatter (a spy would not construct one).
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Real>) {
      built += 1;
      return new Real(...args);
    } as unknown as typeof Real;
    try {
      for (let h = 0; h < 24; h++) format.formatDateTime(`2026-05-12T${String(h).padStart(2, '0')}:00:00Z`, 'Europe/Rome');
      expect(built).toBe(1);
      format.formatLongDate('2026-05-12T10:00:00Z', 'UTC');
      expect(built).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
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

  it('reads a date-only string as that calendar day, with no time, wherever the machine and the tenant are', () => {
    for (const zone of ['Europe/Rome', 'America/Los_Angeles', 'Pacific/Auckland']) {
      expect(formatLongDate('2026-05-12', zone)).toBe('12 maggio 2026');
      expect(formatShortDate('2026-05-12', zone)).toBe('12/05/2026');
      expect(formatDayMonth('2026-05-12', zone)).toBe('12 mag');
      // Points imported with a date alone: no 'alle ore 02:00' made up from midnight UTC.
      expect(formatDateTime('2026-05-12', zone)).toBe('12 maggio 2026');
      expect(formatShortDateTime('2026-05-12', zone)).toBe('12/05/2026');
    }
  });

  it('writes long dates, short dates and date-times', () => {
    const morning = '2025-11-22T09:30:00.000Z';
    expect(formatLongDate(morning, 'Europe/Rome')).toBe('22 novembre 2025');
    expect(formatShortDate(morning, 'Europe/Rome')).toBe('22/11/2025');
    expect(formatDateTime(morning, 'Europe/Rome')).toBe('22 novembre 2025 alle ore 10:30');
    expect(formatShortDateTime(morning, 'Europe/Rome')).toBe('22/11/2025, 10:30');
  });

  it("gives '' for a missing date and the text as given for one that is not a date", () => {
    expect(formatLongDate(null, 'Europe/Rome')).toBe('');
    expect(formatDateTime(undefined, 'Europe/Rome')).toBe('');
    expect(formatShortDate('', 'Europe/Rome')).toBe('');
    expect(formatLongDate('presto', 'Europe/Rome')).toBe('presto');
    expect(formatLongDate('2026-02-30', 'Europe/Rome')).toBe('2026-02-30');
  });
});
