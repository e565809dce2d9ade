/**
 * Long work in the site's own thread (an import's writes, a CRM sync's mapping of thousands of items) shares the
 * thread with the visitors' requests: it works for at most `TURN_BUDGET_MS`, then gives the event loop a turn
 * (`setImmediate`), so that the requests that arrived meanwhile are answered first. With none waiting, the work
 * goes straight on. A visitor then waits at most about one budget, whatever the size of the work.
 */

/**
 * Milliseconds of work between two turns of the event loop: below what a visitor notices, while an import's
 * batch still writes enough rows that its commit and the turn cost little (PGlite runs in the site's own thread).
 */
export const TURN_BUDGET_MS = 50;

/** Lets the event loop run what is waiting (timers, I/O, requests) before the caller goes on. */
export function giveTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * A loop's clock: `await turns.check()` inside the loop gives the event loop a turn when `budgetMs` of work
 * has passed since the last one, and costs nothing otherwise.
 */
export class Turns {
  private since = performance.now();

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  async check(): Promise<void> {
    if (performance.now() - this.since < this.budgetMs) return;
    await giveTurn();
    this.since = performance.now();
  }
}
