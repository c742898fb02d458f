/**
 * Background work yields to the instance's requests: the mail worker waits for a moment when the
 * event loop is not mostly busy, so a rush of orders is not slowed by rendering their e-mails. A
 * rush longer than MAX_WAIT_MS lets the work through anyway, so it is delayed but never starved.
 */
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

const SAMPLE_MS = 50;
/** Share of a sample the event loop spent working, above which the instance counts as busy. */
const BUSY_UTILIZATION = 0.5;
const MAX_WAIT_MS = 30_000;

/** How busy the event loop is over the next SAMPLE_MS, from 0 to 1. */
async function sampleUtilization(): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(SAMPLE_MS);
  return performance.eventLoopUtilization(before).utilization;
}

/** Resolves once a sample finds the event loop not busy, or after `maxWaitMs`. */
export async function quietMoment(sample = sampleUtilization, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  while ((await sample()) > BUSY_UTILIZATION && Date.now() < deadline) {
    // The requests go first.
  }
}
