import type { Metadata } from "next";
import Link from "next/link";
import { ActionMessage } from "@/components/admin/action-message";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { ToggleForm } from "@/components/admin/toggle-form";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listAllPosts } from "@/lib/blog/admin-posts";
import { formatIndianDate } from "@/lib/dates";
import { postHindiFilterSchema } from "@/lib/validation/admin-content";
import { searchText } from "@/lib/validation/text";
import { setPostPublishedAction } from "../actions";

export const metadata: Metadata = { title: "Blog posts" };

type AdminPostRow = Awaited<ReturnType<typeof listAllPosts>>[number];

const COLUMNS: Column<AdminPostRow>[] = [
  {
    header: "Title",
    cell: (post) => (
      <>
        <Link href={`/admin/blog/${post.id}`} className="font-semibold text-brand-700 hover:underline">
          {post.title}
        </Link>
        <p className="text-slate-600">/blog/{post.slug}</p>
      </>
    ),
  },
  { header: "Author", cell: (post) => post.author },
  { header: "Date", cell: (post) => formatIndianDate(post.date), className: "whitespace-nowrap" },
  { header: "Status", cell: (post) => (post.published ? "Published" : "Draft") },
  {
    header: "Hindi",
    cell: (post) => (post.hasHindi ? "Yes" : <span className="font-semibold text-amber-800">Missing</span>),
  },
  {
    header: <span className="sr-only">Actions</span>,
    cell: (post) => (
      <ToggleForm
        action={setPostPublishedAction}
        id={post.id}
        value={!post.published}
        label={post.published ? "Unpublish" : "Publish"}
        subject={post.title}
      />
    ),
  },
];

export default async function AdminBlogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  await requireAdminPage();
  const raw = await searchParams;
  const q = searchText().parse(raw.q);
  const deleted = searchText().parse(raw.deleted);
  const hindi = postHindiFilterSchema.parse(raw.hindi);
  const posts = await listAllPosts({ q, missingHindi: hindi === "missing" });

  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="Blog posts" newHref="/admin/blog/new" newLabel="New post" />
      {deleted && <ActionMessage result={{ ok: true, message: "Post deleted." }} />}
      <AdminSearchForm action="/admin/blog" label="Search by title or author" q={q}>
        <label className="sr-only" htmlFor="post-hindi">
          Hindi version
        </label>
        <select id="post-hindi" name="hindi" defaultValue={hindi} className={inputClass + " w-auto"}>
          <option value="all">All posts</option>
          <option value="missing">Missing Hindi</option>
        </select>
      </AdminSearchForm>
      <DataTable
        columns={COLUMNS}
        rows={posts}
        rowKey={(post) => post.id}
        empty={q || hindi === "missing" ? "No posts match your search." : "No posts yet."}
        caption="Every blog post, newest first, drafts included"
      />
    </section>
  );
}
