import { afterEach, describe, expect, it, vi } from "vitest";

// sonner's toasts, recorded: what was raised and what dismissed (no browser needed).
const sonner = vi.hoisted(() => {
  let next = 0;
  const raise = (message: string, options: { id?: string }) => options.id ?? `toast-${(next += 1)}-${message}`;
  return { toast: { success: vi.fn(raise), info: vi.fn(raise), error: vi.fn(raise), dismiss: vi.fn() } };
});
vi.mock("sonner", () => sonner);

const { dismissToasts, notify } = await import("./notify");

afterEach(() => {
  dismissToasts();
  vi.useRealTimers();
  sonner.toast.dismiss.mockClear();
});

describe("dismissToasts", () => {
  it("keeps the toasts raised within the grace period and dismisses older ones", () => {
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

  it("dismisses only errors when asked, and each toast once", () => {
    const error = notify.error("Enter a valid pincode");
    notify.info("Address saved to your account");
    dismissToasts({ errorsOnly: true });
    dismissToasts({ errorsOnly: true });
    expect(sonner.toast.dismiss.mock.calls).toEqual([[error]]);
  });

  it("forgets a toast sonner has closed", () => {
    const id = notify.info("Kite removed from cart");
    const options = sonner.toast.info.mock.calls.at(-1)![1] as unknown as {
      onAutoClose: (toast: { id: string | number }) => void;
    };
    options.onAutoClose({ id });
    dismissToasts();
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
  });
});
