/**
 * At most `size` tasks at once; the others wait their turn, first come first served. Decoding a
 * photo takes a core and up to a few hundred MB, so an instance (1 GiB, `concurrency: 6`) works
 * on two at a time whatever arrives.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next task: `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    }
  }
}
