import { timeZoneProblem } from './time-zone.js';

describe('tenant time zones', () => {
  it('accepts IANA zones as the database writes them', () => {
    for (const zone of ['Europe/Rome', 'UTC', 'America/Argentina/Buenos_Aires', 'Asia/Kolkata'])
      expect(timeZoneProblem(zone), zone).toBeNull();
  });

  it('refuses offsets, unknown places and misspellings, naming the zone meant', () => {
    expect(timeZoneProblem('+01:00')).toMatch(/non è un fuso orario IANA/);
    expect(timeZoneProblem('Europe/Roma')).toMatch(/non è un fuso orario IANA conosciuto/);
    expect(timeZoneProblem('europe/rome')).toBe('"europe/rome" va scritto "Europe/Rome"');
    expect(timeZoneProblem('')).not.toBeNull();
  });
});
