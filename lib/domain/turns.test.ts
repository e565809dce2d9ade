import { describe, expect, it } from 'vitest';
import { giveTurn, Turns } from './turns';

describe('turns of the event loop', () => {
  it('giveTurn lets what waits on the event loop run first', async () => {
    const order: string[] = [];
    setImmediate(() => order.push('waiting request'));
    await giveTurn();
    order.push('work goes on');
    expect(order).toEqual(['waiting request', 'work goes on']);
  });

  it('a loop checking its turns gives the event loop a turn once its budget is spent, and not before', async () => {
    const ran: number[] = [];
    let item = 0;
    const spent = new Turns(0);
    setImmediate(() => ran.push(item));
    for (item = 1; item <= 3; item++) await spent.check();
    // The waiting callback ran during the first check, before the loop's second item.
    expect(ran).toEqual([1]);

    const fresh = new Turns(60_000);
    let waited = false;
    setImmediate(() => (waited = true));
    for (let i = 0; i < 1000; i++) await fresh.check();
    expect(waited).toBe(false);
    await giveTurn();
    expect(waited).toBe(true);
  });
});
