import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearCheckoutDraft } from "./checkout-draft";
import { reportCheckoutStep, reportFunnelStep } from "./telemetry";

/** A tab's sessionStorage, for Node. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const beacons: [string, unknown][] = [];

beforeEach(() => {
  beacons.length = 0;
  vi.stubGlobal("sessionStorage", memoryStorage());
  vi.stubGlobal("localStorage", memoryStorage());
  vi.stubGlobal("navigator", {
    sendBeacon: (path: string, body: string) => beacons.push([path, JSON.parse(body)]) > 0,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the browser's funnel reports", () => {
  it("sends a step by sendBeacon, a string (text/plain), to the store itself", () => {
    reportFunnelStep("product_view");
    expect(beacons).toEqual([["/api/events", { events: ["product_view"] }]]);
  });

  it("reports each checkout step once per tab, until the order is placed", () => {
    for (const step of [1, 2, 1, 2, 3, 2, 3] as const) reportCheckoutStep(step);
    expect(beacons.map(([, report]) => report)).toEqual([
      { events: ["checkout_started"] },
      { events: ["checkout_delivery"] },
      { events: ["checkout_review"] },
    ]);
    // The order placed, the draft goes: the tab's next checkout counts again.
    clearCheckoutDraft();
    reportCheckoutStep(1);
    expect(beacons).toHaveLength(4);
  });

  it("falls back on a fetch that outlives the page where sendBeacon refuses", () => {
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    const fetched = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 200 }));
    reportFunnelStep("checkout_review");
    expect(fetched).toHaveBeenCalledWith("/api/events", {
      method: "POST",
      body: '{"events":["checkout_review"]}',
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    });
  });
});
