/**
 * A bench's command line: its flags, parsed from its catalogue entry (catalogue.ts), and `--help`,
 * which prints what the bench measures, its goals and its flags. Unknown flags stop the bench
 * (exit 2): a typo must not run a ten-minute bench with its defaults.
 */
import { parseArgs } from 'node:util';
import type { Bench } from '../catalogue.js';

export interface Flags {
  /** A flag's text (its default when not given; undefined when it has none). */
  string(name: string): string | undefined;
  number(name: string): number;
  /** A comma-separated flag as a list (empty when not given). */
  list(name: string): string[];
  boolean(name: string): boolean;
  /** Arguments that are not flags. */
  positionals: string[];
}

export function help(bench: Bench): string {
  const entries = [
    ...Object.entries(bench.flags ?? {}).map(([name, flag]) => [
      `--${name}${flag.type === 'boolean' ? '' : ' <value>'}`,
      flag.description + (flag.default === undefined ? '' : ` (default ${flag.default})`),
    ]),
    ['--help', 'this text'],
  ];
  const width = Math.max(...entries.map(([name]) => name!.length));
  const flags = entries.map(([name, text]) => `  ${name!.padEnd(width)}  ${text}`);
  return [
    `${bench.name}: ${bench.measures}`,
    '',
    `usage: ${bench.command}${bench.command.includes(' -- ') ? '' : ' --'} [flags]`,
    `takes: ${bench.takes}`,
    '',
    'goals (exits 1 when one is missed):',
    ...Object.values(bench.goals).map((goal) => `  - ${goal.text}`),
    '',
    'flags:',
    ...flags,
  ].join('\n');
}

export function parseFlags(bench: Bench, args = process.argv.slice(2)): Flags {
  const options = Object.fromEntries(
    Object.entries(bench.flags ?? {}).map(([name, flag]) => [
      name,
      flag.type === 'boolean' ? { type: 'boolean' as const } : { type: 'string' as const },
    ]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n\n${help(bench)}`);
    process.exit(2);
  }
  if (parsed.values.help) {
    console.log(help(bench));
    process.exit(0);
  }
  const text = (name: string): string | undefined => {
    const given = parsed.values[name];
    return typeof given === 'string' ? given : bench.flags?.[name]?.default;
  };
  return {
    string: text,
    number(name) {
      const value = Number(text(name));
      if (!Number.isFinite(value)) {
        console.error(`--${name} must be a number (got ${text(name) ?? 'nothing'})`);
        process.exit(2);
      }
      return value;
    },
    list: (name) => (text(name) ?? '').split(',').filter(Boolean),
    boolean: (name) => parsed.values[name] === true,
    positionals: parsed.positionals,
  };
}
