"use client";

import dynamic from "next/dynamic";
import { Link } from "@/lib/i18n/navigation";
import { usePathname } from "@/lib/i18n/navigation";
import { useEffect, useState } from "react";
import { isSignedIn, sessionStore } from "@/lib/client/session";
import { callAsShopper } from "@/lib/client/session-api";
import { useStore } from "@/lib/client/store";
import { NOT_ELIGIBLE_MESSAGE, type ReviewForm as ReviewValues } from "@/lib/validation/reviews";
import { reviewStandingResponse, type ReviewStandingJson } from "@/lib/wire/review";
import { Button } from "@/components/ui/button";

// Loaded when a shopper who may review opens the panel: the form (react-hook-form) stays out of
// the product page's first-load JavaScript (docs/BUNDLE.md).
const ReviewForm = dynamic(() => import("./review-form").then((module) => module.ReviewForm), {
  ssr: false,
  loading: () => <p className="text-slate-600">Loading the review form…</p>,
});

const STATE_TEXT = {
  PENDING: "Your review is waiting for moderation; it appears here once approved.",
  APPROVED: "Your review is published.",
  HIDDEN: "Your review was hidden by the store and is not shown to others.",
} as const;

type Loaded = { kind: "loading" } | { kind: "failed" } | { kind: "ready"; standing: ReviewStandingJson };

/** The signed-in shopper's side of the reviews: their review's state, and the form when they may write one. */
export function OwnReviewPanel({ productId }: { productId: string }) {
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
        {NOT_ELIGIBLE_MESSAGE}.{" "}
        <Link href={`/login?returnUrl=${encodeURIComponent(pathname)}`} className="text-brand-700 underline">
          Login
        </Link>{" "}
        to review a toy you received.
      </p>
    );
  }
  if (loaded.kind === "loading") return <p className="text-slate-600">Checking whether you can review this toy…</p>;
  if (loaded.kind === "failed") return <p className="text-red-700">Your review could not be loaded.</p>;

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
      <div aria-live="polite">
        {saved && <p className="text-green-700">Thank you! Your review will appear once the store approves it.</p>}
      </div>
      {review && (
        <p className="text-slate-700">
          <strong>{review.title}</strong> ({review.rating}/5) — {STATE_TEXT[review.status]}
        </p>
      )}
      {!eligible ? (
        <p className="text-slate-700">{NOT_ELIGIBLE_MESSAGE}.</p>
      ) : review && !editing ? (
        <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
          Edit your review
        </Button>
      ) : (
        <>
          {review && <p className="text-sm text-slate-600">Saving changes sends your review for moderation again.</p>}
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
