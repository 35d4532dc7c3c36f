/*
 * The shape a doc must keep to be read in an editor by a newcomer: lines that fit a screen, a
 * README short enough to be a front door, no line counts (they go stale with the next commit),
 * and architecture.md's map of what Hosting sends where, the same as firebase.json's rewrites.
 */

/** The widest line a doc may have, tables and fenced blocks included. */
export const MAX_LINE = 160;
/** The README is the front door: what the site is, two commands, the folders, where to read next. */
export const README_MAX_LINES = 80;

/** A line's width as an editor shows it: one per character, whatever its UTF-16 length. */
const width = (line: string) => [...line].length;

/** The lines of a doc wider than MAX_LINE, each as `doc:line: width`. */
export function wideLines(doc: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      width(line) > MAX_LINE
        ? [`${doc}:${i + 1}: ${width(line)} characters (at most ${MAX_LINE})`]
        : [],
    );
}

/** How many lines a file has, as `wc -l` counts them. */
export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** "3,000 lines", "a 700-line file": a size that is true for one commit only. */
const LINE_COUNT = /\b\d[\d,]*(?: lines\b|-line\b)/i;

/** The lines of a doc that give a file's size in lines. */
export function lineCounts(doc: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const m = LINE_COUNT.exec(line);
    return m ? [`${doc}:${i + 1}: a line count, "${m[0]}"`] : [];
  });
}

/** A Hosting rewrite as firebase.json has it: a function's id, or a file of the site. */
export interface Rewrite {
  source: string;
  function?: { functionId: string };
  destination?: string;
}

/** Where a rewrite sends its paths: a function's id or a file's path. */
const targetOf = (r: Rewrite) => r.function?.functionId ?? r.destination ?? '(nothing)';

export const HOSTING_MAP_HEADING = '## What Hosting sends where';

/**
 * The map in a doc's section HOSTING_MAP_HEADING: one list item per target, in firebase.json's
 * order, each `- to the function \`id\`…: \`/path\`, \`/path\`` or `- to the file \`/x.html\`…`.
 * Returns each path with its target, in the doc's order.
 */
export function hostingMapOf(markdown: string): { source: string; target: string }[] {
  const lines = markdown.split('\n');
  const start = lines.indexOf(HOSTING_MAP_HEADING);
  if (start < 0) return [];
  const end = lines.findIndex((line, i) => i > start && /^#{1,2} /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  // A list item and the indented lines that continue it.
  const items: string[] = [];
  for (const line of section) {
    if (line.startsWith('- ')) items.push(line);
    else if (/^\s+\S/.test(line) && items.length > 0) items[items.length - 1] += ` ${line.trim()}`;
  }
  return items.flatMap((item) => {
    const m = /^- to the (?:function|file) `([^`]+)`[^:]*:(.*)$/.exec(item);
    if (!m) return [];
    const sources = [...m[2]!.matchAll(/`([^`]+)`/g)]
      .map((s) => s[1]!)
      .filter((s) => s.startsWith('/') || s.startsWith('*'));
    return sources.map((source) => ({ source, target: m[1]! }));
  });
}

/** What a doc's map of Hosting's paths gets wrong against firebase.json's rewrites. */
export function hostingMapProblems(markdown: string, rewrites: Rewrite[]): string[] {
  const doc = hostingMapOf(markdown);
  if (doc.length === 0) return [`no list under "${HOSTING_MAP_HEADING}"`];
  const inDoc = new Map(doc.map((d) => [d.source, d.target]));
  const inConfig = new Map(rewrites.map((r) => [r.source, targetOf(r)]));
  const problems: string[] = [];
  for (const [source, target] of inConfig) {
    if (!inDoc.has(source)) problems.push(`${source} (to ${target}) is not in the map`);
    else if (inDoc.get(source) !== target)
      problems.push(`${source} goes to ${target}, the map says ${inDoc.get(source)}`);
  }
  for (const source of inDoc.keys())
    if (!inConfig.has(source)) problems.push(`${source} is in the map, not in firebase.json`);
  if (problems.length > 0) return problems;
  // Hosting takes the first rewrite that matches, so the order is part of the map.
  const docOrder = doc.map((d) => d.source).join(' ');
  const configOrder = rewrites.map((r) => r.source).join(' ');
  return docOrder === configOrder ? [] : [`the map's order is not firebase.json's: ${configOrder}`];
}
