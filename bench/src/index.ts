/**
 * npm run bench: every bench, what it measures, its goals and about how long it takes. Each
 * exits 1 when a goal is missed; `<command> -- --help` gives its flags.
 */
import { BENCHES } from './catalogue.js';

const width = Math.max(...BENCHES.map((b) => b.name.length));
const commandWidth = Math.max(...BENCHES.map((b) => b.command.length));

/** Wraps `text` to lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  return line ? [...lines, line] : lines;
}

const indent = ' '.repeat(width + 2);
console.log(`${'bench'.padEnd(width)}  ${'command'.padEnd(commandWidth)}  takes`);
for (const bench of BENCHES) {
  console.log(
    `\n${bench.name.padEnd(width)}  ${bench.command.padEnd(commandWidth)}  ${bench.takes}`,
  );
  for (const line of wrap(bench.measures, 96 - width)) console.log(`${indent}${line}`);
  for (const goal of Object.values(bench.goals)) {
    wrap(goal.text, 92 - width).forEach((line, i) =>
      console.log(`${indent}${i === 0 ? 'goal: ' : '      '}${line}`),
    );
  }
}
console.log(
  '\nSpeeds are judged as ratios against a baseline measured in the same run; counts as they are.' +
    '\nThe API scenarios run together with `npm run bench:api`, or by name: `npm run bench:api -- reads`.',
);
