"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Spinner } from "@/components/session/loading-screen";
import { Button } from "@/components/ui/button";
import { isSessionRejection, messageOf } from "@/lib/client/api-errors";
import { fetchBusinessProfile, removeBusinessProfile, type BusinessProfile } from "@/lib/client/business";
import { notify } from "@/lib/client/notify";

// The form (react-hook-form) loads when the shopper opens it: most profiles are never a business's.
const BusinessProfileForm = dynamic(
  () => import("./business-profile-form").then((module) => module.BusinessProfileForm),
  {
    ssr: false,
    loading: () => <Spinner />,
  },
);

/** The profile's business or school: its GSTIN and billing address for GST invoices, added, edited or removed. */
export function BusinessProfileSection() {
  const t = useTranslations("account.business");
  /** undefined while it loads; null when none is saved. */
  const [business, setBusiness] = useState<BusinessProfile | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState<"view" | "edit" | "remove">("view");
  const [removing, setRemoving] = useState(false);

  useEffect(() => {
    fetchBusinessProfile()
      .then(setBusiness)
      .catch((error: unknown) => {
        if (!isSessionRejection(error)) setFailed(true);
      });
  }, []);

  function saved(profile: BusinessProfile) {
    setBusiness(profile);
    setMode("view");
    notify.success(t("saved"));
  }

  async function remove() {
    setRemoving(true);
    try {
      setBusiness(await removeBusinessProfile());
      setMode("view");
      notify.success(t("removed"));
    } catch (error) {
      if (!isSessionRejection(error)) notify.error(messageOf(error, t("removeFailed")));
    } finally {
      setRemoving(false);
    }
  }

  function content() {
    if (failed) return <p className="text-red-700">{t("loadFailed")}</p>;
    if (business === undefined) return <p className="text-slate-600">{t("loading")}</p>;
    if (mode === "edit")
      return <BusinessProfileForm initial={business} onSaved={saved} onCancel={() => setMode("view")} />;
    if (!business) {
      return (
        <>
          <p className="text-slate-600">{t("none")}</p>
          <Button className="mt-4" onClick={() => setMode("edit")}>
            {t("add")}
          </Button>
        </>
      );
    }
    const name = business.legalName;
    return (
      <div className="flex flex-col gap-4">
        <dl className="grid gap-4 wrap-anywhere sm:grid-cols-3" data-testid="business-profile">
          <div>
            <dt className="text-sm text-slate-600">{t("legalName")}</dt>
            <dd className="font-medium text-slate-900">{name}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("gstin")}</dt>
            <dd className="font-mono font-medium text-slate-900">{business.gstin}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("billingAddress")}</dt>
            <dd className="text-slate-900">
              {business.street}, {business.city}, {business.state} {business.pincode}
            </dd>
          </div>
        </dl>
        {mode === "remove" ? (
          <div role="group" aria-labelledby="business-remove-ask" className="rounded-lg bg-red-50 p-4">
            <p id="business-remove-ask" className="mb-3 text-red-900">
              {t("removeAsk", { name })}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="danger" disabled={removing} onClick={() => void remove()}>
                {t("yesRemove")}
              </Button>
              <Button variant="secondary" onClick={() => setMode("view")}>
                {t("keep")}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setMode("edit")} aria-label={t("editLabel", { name })}>
              {t("edit")}
            </Button>
            <Button variant="danger-outline" onClick={() => setMode("remove")} aria-label={t("removeLabel", { name })}>
              {t("remove")}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="business-heading" className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="business-heading" className="mb-2 text-xl font-semibold">
        {t("heading")}
      </h2>
      <p className="mb-4 text-sm text-slate-700">{t("why")}</p>
      {content()}
    </section>
  );
}
