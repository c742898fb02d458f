import { useLocale, useTranslations } from "next-intl";
import { formatIndianDate } from "@/lib/dates";
import { Link } from "@/lib/i18n/navigation";
import type { ReviewPage, ReviewSummary } from "@/lib/reviews/public-reviews";
import { LazyOwnReviewPanel } from "./lazy-own-review-panel";
import { Stars } from "./stars";

interface ReviewsSectionProps {
  productId: string;
  summary: ReviewSummary;
  page: ReviewPage;
  /** The address of another page of reviews. */
  pageHref: (page: number) => string;
}

/** The product page's reviews (#reviews): average, distribution, the approved reviews a page at a time. */
export function ReviewsSection({ productId, summary, page, pageHref }: ReviewsSectionProps) {
  const t = useTranslations("reviews");
  const locale = useLocale();
  const { pagination } = page;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-12 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-bold text-slate-900">
        {t("heading")}
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        <div className="flex flex-col gap-4">
          {summary.average === null ? (
            <p className="text-slate-700">{t("none")}</p>
          ) : (
            <div>
              <p className="text-3xl font-bold text-slate-900" data-testid="review-average">
                {summary.average.toFixed(1)}{" "}
                <span className="text-base font-normal text-slate-600">{t("outOfFive")}</span>
              </p>
              <Stars rating={summary.average} className="text-xl" />
              <p className="mt-1 text-sm text-slate-600">{t("basedOn", { count: summary.count })}</p>
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">{t("distribution")}</caption>
                <tbody>
                  {summary.distribution.map(({ stars, count }) => (
                    <tr key={stars}>
                      <th scope="row" className="w-14 py-0.5 text-left font-normal">
                        {t("stars", { stars })}
                      </th>
                      <td className="py-0.5">
                        <div className="h-2 rounded bg-slate-200" aria-hidden="true">
                          <div
                            className="h-2 rounded bg-accent-500"
                            style={{ width: `${Math.round((count / summary.count) * 100)}%` }}
                          />
                        </div>
                      </td>
                      <td className="w-10 py-0.5 text-right">{count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <LazyOwnReviewPanel productId={productId} />
        </div>
        <div>
          {page.reviews.length > 0 && (
            <ol className="flex flex-col divide-y divide-slate-200" aria-label={t("list")}>
              {page.reviews.map((review) => (
                <li key={review.id} className="py-4" data-testid="review">
                  <article className="flex flex-col gap-1">
                    <Stars rating={review.rating} />
                    <h3 className="font-semibold text-slate-900">{review.title}</h3>
                    <p className="text-sm text-slate-600">
                      {review.reviewer} · {formatIndianDate(review.createdAt, locale)} ·{" "}
                      <span className="font-medium text-green-700">{t("verified")}</span>
                    </p>
                    <p className="whitespace-pre-line text-slate-700">{review.body}</p>
                    {review.reply && (
                      <div className="mt-2 rounded-md bg-slate-50 p-3 text-sm">
                        <p className="font-semibold text-slate-800">{t("reply")}</p>
                        <p className="whitespace-pre-line text-slate-700">{review.reply}</p>
                      </div>
                    )}
                  </article>
                </li>
              ))}
            </ol>
          )}
          {pagination.pages > 1 && (
            <nav aria-label={t("pages")} className="mt-4 flex items-center gap-4 text-sm">
              {pagination.page > 1 && (
                <Link href={pageHref(pagination.page - 1)} className="text-brand-700 hover:underline">
                  {t("newer")}
                </Link>
              )}
              <span aria-current="page">{t("pageOf", { page: pagination.page, pages: pagination.pages })}</span>
              {pagination.page < pagination.pages && (
                <Link href={pageHref(pagination.page + 1)} className="text-brand-700 hover:underline">
                  {t("older")}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
