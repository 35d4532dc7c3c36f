import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Always runs (no emulator needed): the deployed rules must grant nothing. The
// behavioural rules test (rules-test/) needs Google's emulator; see docs/testing.md.
const rules = readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8');
const code = rules.replace(/\/\/.*$/gm, '');

describe('firestore.rules', () => {
  it('has exactly one allow statement, and it denies every read and write', () => {
    const allows = code.match(/\ballow\b[^;]*;/g) ?? [];
    expect(allows).toEqual(['allow read, write: if false;']);
  });

  it('applies it to every document in the database', () => {
    expect(code).toMatch(
      /match \/databases\/\{database\}\/documents\s*\{\s*match \/\{document=\*\*\}/,
    );
  });

  it('explains why in a comment', () => {
    expect(rules).toMatch(/Admin SDK/);
  });
});
