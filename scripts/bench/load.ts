/**
 * Throughput and latency of one URL under a fixed load, with autocannon: a short warm-up, then a
 * measured run. Pairs are measured one right after the other, so both sides meet the same machine.
 */
import autocannon from "autocannon";

export const CONNECTIONS = 50;
const WARM_UP_SECONDS = 3;
export const MEASURE_SECONDS = 10;

export interface LoadFigure {
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  /** Answers other than 2xx, and connection errors or timeouts: any of them spoils the figure. */
  failures: number;
}

function run(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, timeout: 30 });
}

export async function measure(baseUrl: string, path: string): Promise<LoadFigure> {
  await run(baseUrl + path, WARM_UP_SECONDS);
  const result = await run(baseUrl + path, MEASURE_SECONDS);
  return {
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
