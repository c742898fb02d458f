import Link from "next/link";
import { StorefrontLink } from "@/components/admin/storefront-link";
import { AdminPagination } from "@/components/admin/pagination";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { ReviewModeration } from "@/components/admin/review-moderation";
import { Stars } from "@/components/reviews/stars";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listAddress, type ListParams } from "@/lib/admin/paging";
import { formatIndianDateTime } from "@/lib/dates";
import type { ReviewStatus } from "@/lib/generated/prisma/enums";
import { adminReviewQuery, listReviewsForAdmin, REVIEW_STATUSES } from "@/lib/reviews/moderation";
import { moderateReviewAction, replyToReviewAction } from "./actions";

export const metadata = { title: "Reviews" };

const STATUS_LABELS: Record<ReviewStatus, string> = { PENDING: "Pending", APPROVED: "Approved", HIDDEN: "Hidden" };
const STATUS_STYLES: Record<ReviewStatus, string> = {
  PENDING: "bg-amber-100 text-amber-900",
  APPROVED: "bg-green-100 text-green-800",
  HIDDEN: "bg-slate-200 text-slate-800",
};

/** The review queue: pending reviews first; approve, hide, reply; searched by product, title or customer. */
export default async function AdminReviews({ searchParams }: { searchParams: Promise<ListParams> }) {
  await requireAdminPage();
  const query = adminReviewQuery(await searchParams);
  const { status, search = "", page = 1 } = query;
  const { reviews, pending, pages } = await listReviewsForAdmin(query);
  const link = (to: { status?: ReviewStatus; page?: number }) =>
    listAddress("/admin/reviews", { status: to.status, q: search, page: to.page });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reviews" />
      <p className="text-sm text-slate-700">
        {pending} waiting for moderation. Reviews appear on the product page once approved; an edited review comes back
        here as pending.
      </p>
      <AdminSearchForm action="/admin/reviews" label="Search by product, title or customer" q={search}>
        {status && <input type="hidden" name="status" value={status} />}
      </AdminSearchForm>
      <nav aria-label="Filter reviews" className="flex flex-wrap gap-2 text-sm">
        {[undefined, ...REVIEW_STATUSES].map((value) => (
          <Link
            key={value ?? "all"}
            href={link({ status: value })}
            aria-current={value === status ? "true" : undefined}
            className={`rounded-md border px-3 py-1.5 ${value === status ? "border-brand-600 bg-brand-50 font-semibold text-brand-700" : "border-slate-300"}`}
          >
            {value ? STATUS_LABELS[value] : "All"}
          </Link>
        ))}
      </nav>
      {reviews.length === 0 ? (
        <p className="text-slate-600">No reviews here.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {reviews.map((review) => (
            <li
              key={review.id}
              data-testid="admin-review"
              className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-[2fr_1fr]"
            >
              <article className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_STYLES[review.status]}`}>
                    {STATUS_LABELS[review.status]}
                  </span>
                  <StorefrontLink href={`/shop/${review.product.id}`}>{review.product.name}</StorefrontLink>
                </div>
                <Stars rating={review.rating} />
                <h2 className="font-semibold text-slate-900">{review.title}</h2>
                <p className="whitespace-pre-line text-slate-700">{review.body}</p>
                <p className="text-sm text-slate-600">
                  {review.user.name} ({review.user.email}) · written {formatIndianDateTime(review.createdAt)}
                </p>
              </article>
              <ReviewModeration
                id={review.id}
                status={review.status}
                reply={review.reply}
                subject={`review "${review.title}" by ${review.user.name}`}
                moderate={moderateReviewAction}
                answer={replyToReviewAction}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={page} pages={pages} href={(target) => link({ status, page: target })} />
    </div>
  );
}
