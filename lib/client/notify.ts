import { toast } from "sonner";

type Kind = "success" | "info" | "error";

/** When each toast still on screen was raised, and its kind: what navigation and steps clear. */
const shown = new Map<string | number, { kind: Kind; at: number }>();

function show(kind: Kind, message: string, duration: number, id?: string) {
  const forget = (gone: { id: string | number }) => shown.delete(gone.id);
  const raised = toast[kind](message, { duration, id, onDismiss: forget, onAutoClose: forget });
  shown.set(raised, { kind, at: Date.now() });
  return raised;
}

/** App-wide toasts with the durations of SPEC §9: success and info 3 s, errors 4 s. */
export const notify = {
  success: (message: string) => show("success", message, 3000),
  info: (message: string) => show("info", message, 3000),
  /** An `id` makes repeats update one toast instead of stacking copies. */
  error: (message: string, id?: string) => show("error", message, 4000, id),
};

/**
 * Dismisses the toasts raised more than `olderThanMs` ago (all of them by default), or only the
 * errors: a toast raised by the very action that navigates ("Order placed successfully!") lives
 * on, a stale one does not cover the next page (issue #16 item 7).
 */
export function dismissToasts({ olderThanMs = 0, errorsOnly = false } = {}): void {
  const now = Date.now();
  for (const [id, { kind, at }] of shown) {
    if (now - at < olderThanMs || (errorsOnly && kind !== "error")) continue;
    shown.delete(id);
    toast.dismiss(id);
  }
}
