import { describe, expect, it, vi } from "vitest";
import { quietMoment } from "./quiet-moment";

/** A sampler that reports these utilizations in turn, then an idle loop. */
const samplerOf = (...utilizations: number[]) => vi.fn(() => Promise.resolve(utilizations.shift() ?? 0));

describe("quietMoment", () => {
  it("waits while the event loop is mostly busy, and goes at the first quieter sample", async () => {
    const sample = samplerOf(0.95, 0.8, 0.51, 0.3, 0.9);
    await quietMoment(sample);
    expect(sample).toHaveBeenCalledTimes(4);
  });

  it("goes at once when the instance is quiet", async () => {
    const sample = samplerOf(0.1);
    await quietMoment(sample);
    expect(sample).toHaveBeenCalledTimes(1);
  });

  it("goes anyway once a rush has lasted its longest wait", async () => {
    const sample = vi.fn(() => Promise.resolve(1));
    await quietMoment(sample, 0);
    expect(sample).toHaveBeenCalledTimes(1);
  });

  it("measures the event loop itself: a loop kept busy is not quiet, an idle one is", async () => {
    const busyUntil = Date.now() + 400;
    const spin = () => {
      const slice = Date.now() + 20;
      while (Date.now() < slice && Date.now() < busyUntil) {
        // Work, as a rush of requests would.
      }
      if (Date.now() < busyUntil) setImmediate(spin);
    };
    spin();
    const started = Date.now();
    await quietMoment();
    expect(Date.now()).toBeGreaterThanOrEqual(busyUntil);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
