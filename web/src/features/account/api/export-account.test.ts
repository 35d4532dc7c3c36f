import { filenameOf } from './export-account';

describe('filenameOf', () => {
  it.each([
    ['attachment; filename="data.json"', 'data.json'],
    ['attachment; filename=data.json', 'data.json'],
    ['attachment; filename="e.json"; filename*=UTF-8\'\'%C3%A9t%C3%A9.json', 'été.json'],
    ['attachment', null],
    ['attachment; filename=', null],
    ['not a header;;', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});
