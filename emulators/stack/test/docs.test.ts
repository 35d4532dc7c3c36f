import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../src/paths.js';
import {
  HOSTING_MAP_HEADING,
  MAX_LINE,
  README_MAX_LINES,
  type Rewrite,
  hostingMapProblems,
  lineCount,
  lineCounts,
  wideLines,
} from './support/doc-shape.js';

/*
 * The README and docs/ are where a newcomer starts, so what they name must exist: every file
 * path, every `npm run` script (and the workspace it names), and every name of our code they
 * quote (a function, a type, an environment variable). A rename that forgets the docs fails here.
 */
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
const tracked = git('ls-files').split('\n').filter(Boolean);
const docs = tracked.filter(
  (f) => f === 'README.md' || /^(docs\/[^/]+|([\w-]+\/)+README)\.md$/.test(f),
);
// This file names stale names on purpose (the last test), so it is not "the code".
const codeFiles = tracked.filter(
  (f) =>
    /\.(ts|tsx|js|mjs|cjs|json|rules|sh|css|html|py)$/.test(f) &&
    f !== 'emulators/stack/test/docs.test.ts',
);
const code = codeFiles.map((f) => readFileSync(path.join(ROOT, f), 'utf8')).join('\n');
const basenames = new Set(tracked.map((f) => path.basename(f)));

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
}
const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as PackageJson;
const root = readPackage('.');
const workspaces = new Map((root.workspaces ?? []).map((dir) => [dir, readPackage(dir)]));

interface Quote {
  text: string;
  line: number;
  link: boolean;
  /** A line of a fenced block: a diagram or a tree, whose words are prose too. */
  fenced: boolean;
}

/**
 * The code spans and link targets of a Markdown file's prose (a span may break across lines) and
 * the lines of its fenced blocks, each with its line.
 */
function quotes(file: string): Quote[] {
  const found: Quote[] = [];
  let fenced = false;
  const prose = readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .map((line, i) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      if (!fenced) return line;
      found.push({ text: line, line: i + 1, link: false, fenced: true });
      return '';
    })
    .join('\n');
  const lineAt = (index: number) => prose.slice(0, index).split('\n').length;
  for (const m of prose.matchAll(/`([^`]+)`/g))
    found.push({
      text: m[1]!.replace(/\s+/g, ' '),
      line: lineAt(m.index),
      link: false,
      fenced: false,
    });
  for (const m of prose.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g))
    found.push({ text: m[1]!, line: lineAt(m.index), link: true, fenced: false });
  return found;
}

const ignoredAs = (p: string) => {
  try {
    git('check-ignore', '-q', '--no-index', p);
    return true;
  } catch {
    return false;
  }
};
// A folder a run writes (`.bench/`) exists only after a run: asked as a folder, not as a file.
const ignored = (p: string) => ignoredAs(p) || ignoredAs(`${p}/`);

/** Why a quoted path does not hold, or undefined. */
function checkPath(doc: string, raw: string): string | undefined {
  const p = raw.replace(/:\d+(-\d+)?$/, '').replace(/\/$/, '');
  if (/^@[\w.-]+\/[\w.-]+$/.test(p)) return undefined; // an npm package's name
  if (/[<>*{}…$]|^https?:|^\/|^\.\.\/shared\b|^(text|application|image)\//.test(p))
    return undefined;
  // An npm package or a module of one: `react-dom/static`, `@firestore-emulator/proto`.
  const pkg = /^(@[\w.-]+\/)?[\w.-]+/.exec(p)?.[0];
  if (pkg && !p.includes('.ts') && existsSync(path.join(ROOT, 'node_modules', pkg)))
    return undefined;
  // From the root, beside the doc, or inside a workspace (docs say `http/auth.ts` in functions/src's
  // section), with or without the extension an import leaves out.
  const bases = [ROOT, path.join(ROOT, path.dirname(doc))].concat(
    [...workspaces.keys()].flatMap((ws) => [path.join(ROOT, ws), path.join(ROOT, ws, 'src')]),
  );
  const forms = [p, `${p}.ts`, `${p}.tsx`];
  if (bases.some((base) => forms.some((form) => existsSync(path.join(base, form)))))
    return undefined;
  if (!p.includes('/') && basenames.has(p)) return undefined;
  if (ignored(p)) return undefined; // built or written by a run (web/dist, .test-results/…)
  return `no such file: ${raw}`;
}

/** `npm run x`, `npm run x -w w`, `npm test -w w`: the script in the package that runs it. */
function checkNpm(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(/npm (run ([\w:-]+)(?![\w:*-])|test)((?:\s+-w\s+[\w@/-]+)*)/g)) {
    const script = m[2] ?? 'test';
    const named = [...(m[3] ?? '').matchAll(/-w\s+([\w@/-]+)/g)].map((w) => w[1]!);
    const packages = named.length > 0 ? named : ['.'];
    for (const ws of packages) {
      const pkg =
        ws === '.'
          ? root
          : (workspaces.get(ws) ?? [...workspaces.values()].find((p) => p.name === ws));
      if (!pkg) problems.push(`no workspace ${ws} (in \`${text}\`)`);
      else if (!pkg.scripts?.[script])
        problems.push(`no script "${script}" in ${ws === '.' ? 'package.json' : ws}`);
    }
  }
  return problems;
}

/** A name of ours: camelCase or PascalCase with an inner capital, or an UPPER_SNAKE variable. */
const looksOurs = (name: string) =>
  /^[a-z_$][\w$]*[A-Z][\w$]*$/.test(name) ||
  /^[A-Z][a-z]+[A-Z]\w*$/.test(name) ||
  /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(name);
const inCode = (name: string) =>
  new RegExp(`(^|[^\\w$])${name.replace('$', '\\$')}($|[^\\w$])`).test(code);
/** Names the docs quote that are not ours on purpose: a design not built, another tool's switch. */
const NOT_OURS = new Set(['ratingShards', 'FIDELITY_UNSKIP']);

/** The names of ours a quote uses that the code lacks: `createReview(caller, body)` checks one. */
const namesNotInCode = (text: string) =>
  [...text.matchAll(/[A-Za-z_$][\w$]*/g)]
    .map((m) => m[0])
    .filter((name) => looksOurs(name) && !NOT_OURS.has(name) && !inCode(name));

const PATH = /^[\w@.-]*\/[\w@./\-:[\]]*$|^[\w.-]+\.(ts|tsx|json|md|js|py|rules|yml|sh)$/;
/** A word of a command or a sentence in a span, without the punctuation around it. */
const bare = (word: string) => word.replace(/^[("']+|[)"',;]+$/g, '');

function problemsOf(doc: string): string[] {
  const problems: string[] = [];
  for (const { text, line, link, fenced } of quotes(doc)) {
    const at = `${doc}:${line}`;
    if (link) {
      const why = checkPath(doc, text);
      if (why) problems.push(`${at}: ${why}`);
      continue;
    }
    for (const why of checkNpm(text)) problems.push(`${at}: ${why}`);
    // Each word of an inline span (`npx tsx ops/src/admin-cli.ts grant`); a fenced line only
    // when it is one path.
    const words = fenced ? [text.trim()] : text.trim().split(/\s+/).map(bare);
    for (const word of words.filter((w) => PATH.test(w))) {
      const why = checkPath(doc, word);
      if (why) problems.push(`${at}: ${why}`);
    }
    for (const name of namesNotInCode(text)) problems.push(`${at}: \`${name}\` is not in the code`);
  }
  return problems;
}

describe('the README and docs/', () => {
  it('are found: the README, docs/ and every workspace README', () => {
    expect(docs).toContain('README.md');
    expect(docs.filter((d) => d.startsWith('docs/')).length).toBeGreaterThanOrEqual(5);
  });

  it('name only files, npm scripts, workspaces and names of our code that exist', () => {
    expect(docs.flatMap(problemsOf)).toEqual([]);
  });

  it('would catch a stale path, script or name (the checks themselves)', () => {
    expect(checkPath('README.md', 'stack/src/cli.ts')).toMatch(/no such file/);
    expect(checkPath('README.md', 'emulators/stack/src/cli.ts')).toBeUndefined();
    expect(checkNpm('npm run bench:nothing')).toEqual([
      'no script "bench:nothing" in package.json',
    ]);
    expect(checkNpm('npm test -w stack')).toEqual(['no workspace stack (in `npm test -w stack`)']);
    expect(checkNpm('npm run serve -w emulators/firestore')).toEqual([]);
    expect(inCode('findReviewsByEmail')).toBe(false);
    expect(inCode('startFirestore')).toBe(true);
    expect(namesNotInCode('startFirestore(host, findReviewsByEmail(email))')).toEqual([
      'findReviewsByEmail',
    ]);
  });
});

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const { rewrites } = (JSON.parse(read('firebase.json')) as { hosting: { rewrites: Rewrite[] } })
  .hosting;
/**
 * Docs still wider than MAX_LINE because they are being rewritten elsewhere (none today). A doc
 * leaves this set as soon as it fits: a test says so.
 */
const WIDE_LINES_PENDING = new Set<string>([]);

describe('the shape of the docs', () => {
  it(`fit an editor: no line wider than ${MAX_LINE} characters, tables included`, () => {
    const wide = docs
      .filter((d) => !WIDE_LINES_PENDING.has(d))
      .flatMap((d) => wideLines(d, read(d)));
    expect(wide).toEqual([]);
  });

  it('exempt a doc from the width only while it is still too wide', () => {
    const fitting = [...WIDE_LINES_PENDING].filter((d) => wideLines(d, read(d)).length === 0);
    expect(fitting, 'these fit now: take them out of WIDE_LINES_PENDING').toEqual([]);
  });

  it(`keep the README a front door of at most ${README_MAX_LINES} lines`, () => {
    expect(lineCount(read('README.md'))).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("give no file's size in lines (true for one commit only)", () => {
    expect(docs.flatMap((d) => lineCounts(d, read(d)))).toEqual([]);
  });

  it("map in architecture.md exactly firebase.json's rewrites: each path, its target, the order", () => {
    expect(hostingMapProblems(read('docs/architecture.md'), rewrites)).toEqual([]);
  });

  it('would catch a wide line, a long README, a line count and a wrong map (the checks themselves)', () => {
    expect(wideLines('a.md', `${'x'.repeat(MAX_LINE)}\n${'é'.repeat(MAX_LINE)}`)).toEqual([]);
    expect(wideLines('a.md', `ok\n| ${'x'.repeat(MAX_LINE)} |`)).toEqual([
      `a.md:2: ${MAX_LINE + 4} characters (at most ${MAX_LINE})`,
    ]);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount(`${'line\n'.repeat(README_MAX_LINES + 1)}`)).toBeGreaterThan(README_MAX_LINES);
    expect(lineCounts('a.md', 'about 3,000 lines of typed code\na 723-line bench')).toEqual([
      'a.md:1: a line count, "3,000 lines"',
      'a.md:2: a line count, "723-line"',
    ]);
    expect(lineCounts('a.md', 'line 7 of a CSV file; one line per place; 12 ids')).toEqual([]);

    const config: Rewrite[] = [
      { source: '/api/**', function: { functionId: 'api' } },
      { source: '/', function: { functionId: 'pages' } },
      { source: '/review/*', destination: '/app.html' },
      { source: '**', function: { functionId: 'pages' } },
    ];
    const map = (...items: string[]) =>
      `# A\n\n${HOSTING_MAP_HEADING}\n\n${items.join('\n')}\n\n## Next\n`;
    const right = [
      '- to the function `api`: `/api/**`',
      '- to the function `pages`, rendered: `/`',
      '- to the file `/app.html`, the shell:',
      '  `/review/*`',
      '- to the function `pages`, the rest: `**`',
    ];
    expect(hostingMapProblems(map(...right), config)).toEqual([]);
    expect(hostingMapProblems(map(...right.slice(0, 3), right[4]!), config)).toEqual([
      '/review/* (to /app.html) is not in the map',
    ]);
    expect(hostingMapProblems(map(...right, '- to the function `pages`: `/x`'), config)).toEqual([
      '/x is in the map, not in firebase.json',
    ]);
    expect(
      hostingMapProblems(map(right[0]!.replace('`api`', '`pages`'), ...right.slice(1)), config),
    ).toEqual(['/api/** goes to api, the map says pages']);
    expect(hostingMapProblems(map(right[4]!, ...right.slice(0, 4)), config)).toEqual([
      "the map's order is not firebase.json's: /api/** / /review/* **",
    ]);
    expect(hostingMapProblems('# A\n', config)).toEqual([`no list under "${HOSTING_MAP_HEADING}"`]);
  });
});
