import Link from "next/link";

/** Previous and next links under a paged admin list; `href` keeps the list's filters on each page. */
export function AdminPagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex gap-3">
      {page > 1 && <Link href={href(page - 1)}>Previous</Link>}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages && <Link href={href(page + 1)}>Next</Link>}
    </nav>
  );
}
