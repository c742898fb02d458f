/**
 * Throughput and latency of one URL under a fixed load, with autocannon. The warm-up and the
 * measured window are one run on the same connections: a server busy with 50 connections takes
 * on new ones one per turn of its event loop, so the first answer on each new connection waits
 * up to seconds (a bare Node.js server with the same CPU per request does the same, PERFORMANCE.md).
 * Opening them inside the window would measure that ramp, not the page.
 */
import { loadAutocannon, type AutocannonResult } from "./measuring-tools";

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
export const MEASURE_SECONDS = 8;

export interface LoadFigure {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors or timeouts: any of them spoils the figure. */
  failures: number;
}

/** The value below which `share` of the sorted `values` fall (nearest rank). */
function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export async function measure(baseUrl: string, path: string): Promise<LoadFigure> {
  const autocannon = await loadAutocannon();
  const latencies: number[] = [];
  let windowStart = Number.POSITIVE_INFINITY;
  const warmedUp = setTimeout(() => (windowStart = performance.now()), WARM_UP_SECONDS * 1000);
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const options = { url: baseUrl + path, connections: CONNECTIONS, duration: WARM_UP_SECONDS + MEASURE_SECONDS };
    const run = autocannon({ ...options, timeout: 30 }, (error: Error | null, finished) =>
      error ? reject(error) : resolve(finished),
    );
    run.on("response", (_client, _status, _bytes, responseMs) => {
      if (performance.now() >= windowStart) latencies.push(responseMs);
    });
  });
  clearTimeout(warmedUp);
  const windowSeconds = (performance.now() - windowStart) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path,
    requestsPerSecond: latencies.length / windowSeconds,
    p99Ms: percentile(latencies, 0.99),
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** How often each pair is measured: one run alone is at the mercy of whatever else the machine does. */
export const ROUNDS = 3;

export interface PairFigures {
  /** The median round by ratio, with the median p99 of all rounds and every round's failures. */
  page: LoadFigure;
  reference: LoadFigure;
  /** Each round's ratio and page p99, for the spread. */
  rounds: { ratio: number; p99Ms: number }[];
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `path` against `referencePath`, ROUNDS times, each page right after its reference so that both
 * sides of a round meet the same machine.
 */
export async function measurePair(baseUrl: string, path: string, referencePath: string): Promise<PairFigures> {
  const rounds: { page: LoadFigure; reference: LoadFigure; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const reference = await measure(baseUrl, referencePath);
    const page = await measure(baseUrl, path);
    rounds.push({ page, reference, ratio: page.requestsPerSecond / reference.requestsPerSecond });
  }
  const middle = rounds.find((round) => round.ratio === median(rounds.map(({ ratio }) => ratio)))!;
  const failures = (side: "page" | "reference") => rounds.reduce((sum, round) => sum + round[side].failures, 0);
  return {
    page: { ...middle.page, p99Ms: median(rounds.map(({ page }) => page.p99Ms)), failures: failures("page") },
    reference: { ...middle.reference, failures: failures("reference") },
    rounds: rounds.map(({ ratio, page }) => ({ ratio, p99Ms: page.p99Ms })),
  };
}
