import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// sonner's toasts, recorded: what was raised and what dismissed (no browser needed).
const sonner = vi.hoisted(() => ({
  toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));
vi.mock("sonner", () => sonner);

/** notify as a page first has it: sonner not loaded yet. */
async function freshNotify() {
  vi.resetModules();
  return import("./notify");
}

beforeEach(() => {
  for (const recorded of Object.values(sonner.toast)) recorded.mockClear();
});

afterEach(() => vi.useRealTimers());

describe("notify before sonner has loaded", () => {
  it("shows the toasts raised before sonner arrived, in order, once it has", async () => {
    const { notify, loadToasts } = await freshNotify();
    notify.error("Session expired. Please login again.", "session-expired");
    notify.success("Kite added to cart!");
    expect(sonner.toast.error).not.toHaveBeenCalled();
    await loadToasts();
    expect(sonner.toast.error).toHaveBeenCalledWith(
      "Session expired. Please login again.",
      expect.objectContaining({ id: "session-expired", duration: 4000 }),
    );
    expect(sonner.toast.success).toHaveBeenCalledWith(
      "Kite added to cart!",
      expect.objectContaining({ duration: 3000 }),
    );
    expect(sonner.toast.error.mock.invocationCallOrder[0]).toBeLessThan(
      sonner.toast.success.mock.invocationCallOrder[0]!,
    );
  });

  it("dismisses, once sonner is there, a toast dismissed before it arrived", async () => {
    const { notify, dismissToasts, loadToasts } = await freshNotify();
    const id = notify.info("Logging out...");
    dismissToasts();
    await loadToasts();
    expect(sonner.toast.info).toHaveBeenCalledOnce();
    expect(sonner.toast.dismiss.mock.calls).toEqual([[id]]);
  });
});

describe("dismissToasts", () => {
  it("keeps the toasts raised within the grace period and dismisses older ones", async () => {
    const { notify, dismissToasts, loadToasts } = await freshNotify();
    await loadToasts();
    vi.useFakeTimers();
    const old = notify.error("Please select a payment method");
    vi.advanceTimersByTime(2500);
    const fresh = notify.success("Order placed successfully!");
    dismissToasts({ olderThanMs: 2000 });
    expect(sonner.toast.dismiss.mock.calls).toEqual([[old]]);
    sonner.toast.dismiss.mockClear();
    dismissToasts();
    expect(sonner.toast.dismiss.mock.calls).toEqual([[fresh]]);
  });

  it("dismisses only errors when asked, and each toast once", async () => {
    const { notify, dismissToasts, loadToasts } = await freshNotify();
    await loadToasts();
    const error = notify.error("Enter a valid pincode");
    notify.info("Address saved to your account");
    dismissToasts({ errorsOnly: true });
    dismissToasts({ errorsOnly: true });
    expect(sonner.toast.dismiss.mock.calls).toEqual([[error]]);
  });

  it("forgets a toast sonner has closed", async () => {
    const { notify, dismissToasts, loadToasts } = await freshNotify();
    await loadToasts();
    const id = notify.info("Kite removed from cart");
    const options = sonner.toast.info.mock.calls.at(-1)![1] as unknown as {
      onAutoClose: (toast: { id: string | number }) => void;
    };
    options.onAutoClose({ id });
    dismissToasts();
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
  });

  it("shows a message in the page's language once the toast host has said how", async () => {
    const { notify, loadToasts, translateToastsWith } = await freshNotify();
    notify.error("Address not found");
    translateToastsWith((message) => (message === "Address not found" ? "यह पता नहीं मिला" : undefined));
    await loadToasts();
    notify.info("Kite removed from cart");
    expect(sonner.toast.error).toHaveBeenCalledWith("यह पता नहीं मिला", expect.anything());
    expect(sonner.toast.info).toHaveBeenCalledWith("Kite removed from cart", expect.anything());
  });

  it("asks each translator on the page until one knows the message, and forgets one that has left", async () => {
    const { notify, loadToasts, translateToastsWith } = await freshNotify();
    await loadToasts();
    translateToastsWith((message) => (message === "Product is out of stock" ? "यह उत्पाद स्टॉक में नहीं है" : undefined));
    const removeFormTexts = translateToastsWith((message) =>
      message === "Name is required" ? "नाम दर्ज करें" : undefined,
    );
    notify.error("Product is out of stock");
    notify.error("Name is required");
    removeFormTexts();
    notify.error("Name is required");
    expect(sonner.toast.error.mock.calls.map(([message]) => message as unknown)).toEqual([
      "यह उत्पाद स्टॉक में नहीं है",
      "नाम दर्ज करें",
      "Name is required",
    ]);
  });
});
