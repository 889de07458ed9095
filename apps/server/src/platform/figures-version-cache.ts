interface Entry<T> {
  version: number;
  value: T;
}

/**
 * Answers kept in this process per key, each valid only while the company's figures version
 * (`figuresVersion`: postings, reorder levels, product edits) is the one it was computed at. The version
 * is read before computing, so a change made meanwhile makes the answer stale, never the other way
 * round. Holds at most `capacity` answers, dropping the least recently used.
 */
export class FiguresVersionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity = 500) {}

  /** The answer for `key` at `version`, computing it (and keeping it) when none is kept at that version. */
  async get(key: string, version: number, compute: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && kept.version === version) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    const value = await compute();
    const newest = this.entries.get(key);
    if (!newest || newest.version <= version) {
      this.entries.delete(key);
      this.entries.set(key, { version, value });
    }
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
