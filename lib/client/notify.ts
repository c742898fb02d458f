/**
 * App-wide toasts (SPEC §2, §9), shown by sonner. sonner (its Toaster and styles, ~10 KB gzip) is
 * loaded with the first toast or by the session gate after the first paint, never with the page:
 * a toast raised before it arrives is shown as soon as it does (sonner hands the toasts raised
 * before its Toaster mounted to the Toaster).
 */
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "info" | "error";

let sonner: Sonner | null = null;
let loading: Promise<Sonner> | null = null;
/** What was asked of sonner before it was loaded, in order. */
const waiting: ((loaded: Sonner) => void)[] = [];

/** Loads sonner once; what waited for it runs then. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner").then((loaded) => {
    sonner = loaded;
    waiting.splice(0).forEach((run) => run(loaded));
    return loaded;
  });
  return loading;
}

function withSonner(run: (loaded: Sonner) => void): void {
  if (sonner) return run(sonner);
  waiting.push(run);
  void loadToasts();
}

/** When each toast still on screen was raised, and its kind: what navigation and steps clear. */
const shown = new Map<string, { kind: Kind; at: number }>();
let raisedCount = 0;

/** Puts a known message of the API or the schemas in the page's language, or knows it not (undefined). */
export type ToastTranslator = (message: string) => string | undefined;

/**
 * The translators of the texts on the page now (components/session/toast-texts.tsx): every page's
 * the API's refusals, a page with forms its fields' messages too. The first that knows a message wins.
 */
const translators = new Set<ToastTranslator>();

/** Adds a translator; the function returned removes it (when its texts leave the page). */
export function translateToastsWith(translator: ToastTranslator): () => void {
  translators.add(translator);
  return () => void translators.delete(translator);
}

function translate(message: string): string {
  for (const translator of translators) {
    const translated = translator(message);
    if (translated !== undefined) return translated;
  }
  return message;
}

function show(kind: Kind, message: string, duration: number, id = `toast-${(raisedCount += 1)}`): string {
  const forget = (gone: { id: string | number }) => shown.delete(String(gone.id));
  shown.set(id, { kind, at: Date.now() });
  withSonner(({ toast }) => toast[kind](translate(message), { duration, id, onDismiss: forget, onAutoClose: forget }));
  return id;
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
    withSonner(({ toast }) => toast.dismiss(id));
  }
}
