import type { Locale } from "@/lib/i18n/locales";

/** What screen readers hear for a rating, e.g. "Rated 4 out of 5". */
const RATED: Record<Locale, (rating: number) => string> = {
  en: (rating) => `Rated ${rating} out of 5`,
  hi: (rating) => `रेटिंग: 5 में से ${rating}`,
};

/** A rating as five stars; screen readers hear "Rated 4 out of 5" (or the same in Hindi). */
export function StarRating({ rating, locale }: { rating: number; locale: Locale }) {
  return (
    <span role="img" aria-label={RATED[locale](rating)} className="flex gap-0.5 text-lg leading-none">
      {[1, 2, 3, 4, 5].map((star) =>
        star <= rating ? (
          <span key={star} className="text-accent-600">
            ★
          </span>
        ) : (
          <span key={star} className="text-slate-500">
            ☆
          </span>
        ),
      )}
    </span>
  );
}
