import { formatDistance, usesMiles } from './distance';

describe('usesMiles', () => {
  it.each(['en-US', 'en-GB', 'en-LR', 'my-MM', 'my', 'es-US'])('says %s reads miles', (locale) => {
    expect(usesMiles(locale)).toBe(true);
  });

  it.each(['en', 'en-IE', 'en-AU', 'fr-FR', 'de', 'ja-JP', 'not a locale'])(
    'says %s reads kilometres',
    (locale) => {
      expect(usesMiles(locale)).toBe(false);
    },
  );
});

describe('formatDistance', () => {
  it('gives kilometres with one decimal under 10 and whole ones above', () => {
    expect(formatDistance(3.24, 'en-IE')).toBe('3.2 km');
    expect(formatDistance(12.4, 'en-IE')).toBe('12 km');
    expect(formatDistance(1204.2, 'en-IE')).toBe('1,204 km');
  });

  it("gives miles where the reader's locale uses them", () => {
    expect(formatDistance(16.09344, 'en-US')).toBe('10 mi');
    expect(formatDistance(8, 'en-GB')).toBe('5 mi');
    expect(formatDistance(1.609344, 'en-LR')).toBe('1 mi');
  });

  it("writes the number as the reader's language does", () => {
    expect(formatDistance(3.25, 'de-DE')).toBe('3,3 km');
  });

  it('falls back to English for a locale Intl does not know', () => {
    expect(formatDistance(2, 'not a locale')).toBe('2 km');
  });
});
