/**
 * The seed reads its constant lists by computed indexes (a random draw, a round-robin, a shuffled order).
 * Those indexes are within the list by construction and the lists are never empty, so a miss here is a bug
 * in the seed: it fails with what was asked instead of writing `undefined` into the demo data.
 */
export function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`The seed asked for item ${index} of a list of ${list.length}`);
  return item;
}

/** The item `n` places round a non-empty list (`n % length`). */
export const roundRobin = <T>(list: readonly T[], n: number): T => itemAt(list, n % list.length);
