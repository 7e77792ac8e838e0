import type { Db as BossDb } from 'pg-boss';

/**
 * What the job queue has under way in this process: its statements and the jobs its workers run.
 * pg-boss 10's graceful stop did not wait for all of them (it completed a job without awaiting the
 * statement, and a fetch in flight still handed its job to the worker); pg-boss 12's waits for its
 * workers and its loops. This stays the guarantee whatever pg-boss does: closing the connection (or
 * dropping a test database) under a statement in flight fails it ("terminating connection due to
 * administrator command", an unhandled rejection inside pg-boss), so stop() closes only once none is.
 */
export class InFlight {
  private readonly pending = new Set<Promise<unknown>>();
  private closed = false;

  get size(): number {
    return this.pending.size;
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.pending.add(work);
    const forget = () => this.pending.delete(work);
    work.then(forget, forget);
    return work;
  }

  /**
   * pg-boss's `db` through this tracker. Once closed it answers nothing, as pg-boss's own pool does
   * once ended (pg-boss ignores an empty answer; a rejection would go unhandled).
   */
  executor(db: BossDb): BossDb {
    return {
      executeSql: (text, values) =>
        this.closed
          ? Promise.resolve(undefined as unknown as { rows: unknown[] })
          : this.track(db.executeSql(text, values)),
    };
  }

  /**
   * Resolves once nothing is under way, or at the deadline. Checked again a macrotask after each
   * settles: a fetch that answers starts its job, a job that ends starts its completion.
   */
  async settled(deadline: number): Promise<void> {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const left = deadline - Date.now();
      if (!this.pending.size || left <= 0) return;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.pending]),
        new Promise((resolve) => (timer = setTimeout(resolve, left))),
      ]);
      clearTimeout(timer);
    }
  }

  /** From now on the executor answers nothing (the connection behind it is closing). */
  close(): void {
    this.closed = true;
  }
}
