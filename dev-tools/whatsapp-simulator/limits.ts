/** Meta's throughput limit per business number (130429) and pair limit per recipient (131056), note A8. */
import { GraphError } from "./errors";

/** Counts sends per key over a sliding window. */
class SlidingWindow {
  private readonly sends = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  allows(key: string, now: number): boolean {
    const recent = (this.sends.get(key) ?? []).filter((at) => now - at < this.windowMs);
    this.sends.set(key, recent);
    return recent.length < this.limit;
  }

  record(key: string, now: number) {
    const recent = this.sends.get(key);
    if (recent) recent.push(now);
    else this.sends.set(key, [now]);
  }
}

export interface LimitOptions {
  throughputPerSecond: number;
  pairLimit: { messages: number; perSeconds: number } | null;
}

export function createLimits({ throughputPerSecond, pairLimit }: LimitOptions) {
  const throughput = new SlidingWindow(throughputPerSecond, 1000);
  const pair = pairLimit ? new SlidingWindow(pairLimit.messages, pairLimit.perSeconds * 1000) : null;
  const BUSINESS = "business";

  /** Throws the limit's error when this send would exceed one, else counts it. */
  return function admit(to: string, now: number) {
    if (!throughput.allows(BUSINESS, now)) throw new GraphError(130429);
    if (pair && !pair.allows(to, now)) throw new GraphError(131056);
    throughput.record(BUSINESS, now);
    pair?.record(to, now);
  };
}

export type AdmitSend = ReturnType<typeof createLimits>;
