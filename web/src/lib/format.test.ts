import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from './format';

describe('formatDay', () => {
  it('writes the day in UTC as British English does, short', () => {
    expect(formatDay('2026-01-05T23:59:59.999Z')).toBe('5 Jan 2026');
    expect(formatDay('2026-09-30T00:00:00.000Z')).toBe('30 Sept 2026');
    expect(formatDay('2025-12-31T23:59:59.999Z')).toBe('31 Dec 2025');
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('1 Jan 2026');
  });

  it('takes the day from UTC, whatever the offset the timestamp is written in', () => {
    expect(formatDay('2026-03-01T01:30:00+02:00')).toBe('28 Feb 2026');
  });

  it('names every month', () => {
    const names = Array.from({ length: 12 }, (_, m) =>
      formatDay(new Date(Date.UTC(2026, m, 15)).toISOString()),
    );
    expect(names).toEqual([
      '15 Jan 2026',
      '15 Feb 2026',
      '15 Mar 2026',
      '15 Apr 2026',
      '15 May 2026',
      '15 Jun 2026',
      '15 Jul 2026',
      '15 Aug 2026',
      '15 Sept 2026',
      '15 Oct 2026',
      '15 Nov 2026',
      '15 Dec 2026',
    ]);
  });

  it('gives back a timestamp that is not a date as it is', () => {
    expect(formatDay('not a date')).toBe('not a date');
  });
});

describe('formatCount', () => {
  it('puts a comma between thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(10000000)).toBe('10,000,000');
  });

  it('prints what toLocaleString prints for American English', () => {
    for (const n of [0, 5, 42, 999, 1000, 9999, 10000, 123456, 1234567]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});
