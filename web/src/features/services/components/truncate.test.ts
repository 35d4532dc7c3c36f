import { truncateDescription } from './truncate';

describe('truncateDescription', () => {
  it('keeps the first 100 characters and adds ...', () => {
    const text = 'x'.repeat(150);
    expect(truncateDescription(text)).toBe(`${'x'.repeat(100)}...`);
  });

  it('leaves a description of 100 characters or fewer as it is', () => {
    expect(truncateDescription('y'.repeat(100))).toBe('y'.repeat(100));
    expect(truncateDescription('short')).toBe('short');
  });
});
