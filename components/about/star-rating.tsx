/** A rating as five stars; screen readers hear "Rated 4 out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5 text-lg leading-none">
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
