"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { callAsShopper } from "@/lib/client/session-api";
import { useStore } from "@/lib/client/store";
import type { ReviewForm as ReviewValues } from "@/lib/validation/reviews";
import { reviewStandingResponse, type ReviewStandingJson } from "@/lib/wire/review";
import { Button } from "@/components/ui/button";

/** What the panel shows while the form loads. */
function LoadingForm() {
  const t = useTranslations("reviewsClient");
  return <p className="text-slate-600">{t("loadingForm")}</p>;
}

// Loaded when a shopper who may review opens the panel: the form (react-hook-form) stays out of
// the product page's first-load JavaScript (docs/BUNDLE.md).
const ReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm), {
  ssr: false,
  loading: LoadingForm,
});

type Loaded = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; standing: ReviewStandingJson };

/** The signed-in shopper's side of the reviews: their review's state, and the form when they may write one. */
export function OwnReviewPanel({ productId }: { productId: string }) {
  const t = useTranslations("reviewsClient");
  const session = useStore(sessionStore);
  const pathname = usePathname();
  const signedIn = isSignedIn(session);
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    callAsShopper(`/api/reviews/mine?productId=${encodeURIComponent(productId)}`, reviewStandingResponse, {
      method: "GET",
    }).then(
      ({ eligible, review }) => current && setLoaded({ kind: "ready", standing: { eligible, review } }),
      () => current && setLoaded({ kind: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, productId]);

  if (session.status === "unknown") return null;
  if (!signedIn) {
    return (
      <p className="text-slate-700">
        {t.rich("loginToReview", {
          login: (text) => (
            <Link href={`/login?returnUrl=${encodeURIComponent(pathname)}`} className="text-brand-700 underline">
              {text}
            </Link>
          ),
        })}
      </p>
    );
  }
  if (loaded.kind === "loading") return <p className="text-slate-600">{t("checking")}</p>;
  if (loaded.kind === "failed") return <p className="text-red-700">{t("loadFailed")}</p>;

  const { eligible, review } = loaded.standing;
  const onSaved = (values: ReviewValues) => {
    setLoaded({
      kind: "ready",
      standing: { eligible, review: { ...values, status: "PENDING", updatedAt: Date.now() } },
    });
    setEditing(false);
    setSaved(true);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="own-review">
      <div aria-live="polite">{saved && <p className="text-green-700">{t("thanks")}</p>}</div>
      {review && (
        <p className="text-slate-700">
          {t.rich("own", {
            title: review.title,
            rating: review.rating,
            state: t(`states.${review.status}`),
            strong: (text) => <strong>{text}</strong>,
          })}
        </p>
      )}
      {!eligible ? (
        <p className="text-slate-700">{t("notEligible")}</p>
      ) : review && !editing ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          {t("edit")}
        </Button>
      ) : (
        <>
          {review && <p className="text-sm text-slate-600">{t("editNote")}</p>}
          <ReviewForm
            productId={productId}
            initial={review && { rating: review.rating, title: review.title, body: review.body }}
            onSaved={onSaved}
          />
        </>
      )}
    </div>
  );
}
