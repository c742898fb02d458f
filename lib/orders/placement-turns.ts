import pLimit from "p-limit";

/**
 * How many placements one server process works on at once; the others wait their turn, first come
 * first served. Every placement of a product queues on that product's row from its stock update to
 * its commit, and each of those steps waits for a turn of the event loop: with a hundred
 * placements at once, the loop is crowded with all of them and the lock is held for as long.
 * Measured (docs/PERFORMANCE.md): 100 placements at once, 72–75 orders/s with no limit, 90–96
 * with 6 at a time, 100–104 with 3.
 */
const PLACEMENTS_AT_ONCE = 3;

const turns = pLimit(PLACEMENTS_AT_ONCE);

/** Runs a placement when its turn comes. */
export const inPlacementTurn = <T>(placement: () => Promise<T>): Promise<T> => turns(placement);
