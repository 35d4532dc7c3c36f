/**
 * A bench's goals and its verdict. A goal is a sentence (what `npm run bench` lists) and, where it
 * is a number, its bound: `least` or `most`. Speeds are judged as ratios against a baseline
 * measured in the same run (these 2-core machines are noisy); counts (reads, statuses) as they are.
 */
export interface Goal {
  text: string;
  least?: number;
  most?: number;
}

interface Verdict {
  goal: Goal;
  met: boolean;
  measured: string;
}

const fixed = (value: number) =>
  Number.isInteger(value) ? value.toLocaleString('en-US') : value.toFixed(2);

export class Goals {
  private readonly verdicts: Verdict[] = [];

  /** Judges a figure against the goal's bound; `measured` says what it was (default: the figure). */
  judge(goal: Goal, value: number, measured = fixed(value)): boolean {
    const met =
      Number.isFinite(value) &&
      (goal.least === undefined || value >= goal.least) &&
      (goal.most === undefined || value <= goal.most);
    return this.check(goal, met, measured);
  }

  /** Records a verdict reached by the bench itself (every answer a 201, each call within its bound). */
  check(goal: Goal, met: boolean, measured: string): boolean {
    this.verdicts.push({ goal, met, measured });
    console.log(`[goal] ${met ? 'met   ' : 'MISSED'} ${goal.text}: ${measured}`);
    return met;
  }

  get missed(): number {
    return this.verdicts.filter((v) => !v.met).length;
  }

  /** Prints the verdict and exits: 1 when a goal was missed (or none was judged), else 0. */
  finish(name: string): never {
    const missed = this.verdicts.filter((v) => !v.met);
    if (this.verdicts.length === 0) {
      console.log(`\n[bench] ${name}: no goal was judged`);
      process.exit(1);
    }
    if (missed.length > 0) {
      console.log(`\n[bench] ${name}: ${missed.length} of ${this.verdicts.length} goals MISSED`);
      for (const { goal, measured } of missed) console.log(`  - ${goal.text}: ${measured}`);
      process.exit(1);
    }
    console.log(`\n[bench] ${name}: all ${this.verdicts.length} goals met`);
    process.exit(0);
  }
}
