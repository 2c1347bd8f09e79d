import { adoptZoneOffsets, timeZoneProblem, wallClockIn, zoneOffsetsBetween } from './time-zone.js';

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

describe("a zone's offsets read from a table", () => {
  const from = Date.UTC(2023, 0, 1);
  const until = Date.UTC(2028, 0, 1);
  // Summer time (Rome, New York, Sydney: south), half an hour (Lord Howe), none (Kolkata, UTC).
  const zones = ['Europe/Rome', 'America/New_York', 'Australia/Sydney', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];

  it('finds each change of offset to the minute', () => {
    const rome = zoneOffsetsBetween('Europe/Rome', from, until);
    expect(rome.offsets[0]).toEqual([from, 60]);
    // 2024's changes: last Sunday of March and of October, 01:00 UTC.
    expect(rome.offsets).toContainEqual([Date.UTC(2024, 2, 31, 1), 120]);
    expect(rome.offsets).toContainEqual([Date.UTC(2024, 9, 27, 1), 60]);
    expect(rome.offsets).toHaveLength(11);
    expect(zoneOffsetsBetween('Asia/Kolkata', from, until).offsets).toEqual([[from, 330]]);
  });

  it('reads the same clock as Intl inside the span, and falls back to Intl outside it', () => {
    const tables = zones.map((zone) => zoneOffsetsBetween(zone, from, until));
    // Every 7 hours 13 minutes and 13 seconds from three days before the span to three days after, and
    // the minutes around each change.
    const instants: number[] = [];
    for (let at = from - 3 * 86_400_000; at < until + 3 * 86_400_000; at += 433 * 60_000 + 13_000) instants.push(at);
    for (const table of tables) for (const [at] of table.offsets) instants.push(at - 60_001, at - 1, at, at + 59_999);
    const byIntl = zones.map((zone) => instants.map((at) => wallClockIn(new Date(at), zone)));
    tables.forEach(adoptZoneOffsets);
    zones.forEach((zone, z) => {
      const byTable = instants.map((at) => wallClockIn(new Date(at), zone));
      expect(byTable, zone).toEqual(byIntl[z]);
    });
  });
});
