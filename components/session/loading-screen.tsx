import { site } from "@/lib/site";

/** Full-screen loader while a stored session is verified (SPEC §2). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white px-4 text-center"
      data-testid="session-loading"
    >
      <Spinner />
      <p className="text-xl font-bold text-brand-700">Please wait... {site.name} is loading</p>
      <p className="text-slate-600">Preparing your shopping experience...</p>
    </div>
  );
}

/** 'Loading...' in place of a screen still being read (the session, or the screen's own code). */
export function ScreenLoading() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <Spinner label="Loading..." />
    </div>
  );
}

export function Spinner({ label }: { label?: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      {label && <span>{label}</span>}
    </span>
  );
}
