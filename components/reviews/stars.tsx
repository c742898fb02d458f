import { useTranslations } from "next-intl";

/** A rating as five stars, whole or half-rounded; screen readers hear "Rated 4.3 out of 5". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const t = useTranslations("reviews");
  const filled = Math.round(rating);
  return (
    <span
      role="img"
      // The rating as JavaScript writes it (4.25), not rounded as a formatted number would be.
      aria-label={t("rated", { rating: String(rating) })}
      className={`inline-flex gap-0.5 leading-none ${className}`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= filled ? "text-accent-600" : "text-slate-400"}>
          {star <= filled ? "★" : "☆"}
        </span>
      ))}
    </span>
  );
}
