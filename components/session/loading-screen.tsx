import { site } from "@/lib/site";
import { useTranslations } from "next-intl";

/** Full-screen loader while a stored session is verified (SPEC §2). */
export function LoadingScreen() {
  const t = useTranslations("account.session");
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white px-4 text-center"
      data-testid="session-loading"
    >
      <Spinner />
      <p className="text-xl font-bold text-brand-700">{t("pleaseWait", { site: site.name })}</p>
      <p className="text-slate-600">{t("preparing")}</p>
    </div>
  );
}

/** 'Loading...' in place of a screen still being read (the session, or the screen's own code). */
export function ScreenLoading() {
  const t = useTranslations("account.session");
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <Spinner label={t("loading")} />
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
