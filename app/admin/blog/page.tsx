import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { ActionMessage } from "@/components/admin/action-message";
import { PageHeader } from "@/components/admin/page-header";
import { SearchForm } from "@/components/admin/search-form";
import { ToggleForm } from "@/components/admin/toggle-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listAllPosts } from "@/lib/blog/admin-posts";
import { formatIndianDate } from "@/lib/dates";
import { setPostPublishedAction } from "./actions";

export const metadata: Metadata = { title: "Blog posts" };

const querySchema = z.object({
  q: z.string().trim().max(100).catch("").default(""),
  deleted: z.string().optional(),
});

export default async function AdminBlogPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  await requireAdminPage();
  const raw = await searchParams;
  const { q, deleted } = querySchema.parse({ q: [raw.q].flat()[0], deleted: [raw.deleted].flat()[0] });
  const posts = await listAllPosts(q);

  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="Blog posts" newHref="/admin/blog/new" newLabel="New post" />
      {deleted && <ActionMessage result={{ ok: true, message: "Post deleted." }} />}
      <SearchForm action="/admin/blog" label="Search by title or author" q={q} />
      {posts.length === 0 ? (
        <p className="text-slate-700">{q ? "No posts match your search." : "No posts yet."}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Every blog post, newest first, drafts included</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Title
                </th>
                <th scope="col" className="py-2 pr-4">
                  Author
                </th>
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id} className="border-b border-slate-100 align-top">
                  <td className="py-3 pr-4">
                    <Link href={`/admin/blog/${post.id}`} className="font-semibold text-brand-700 hover:underline">
                      {post.title}
                    </Link>
                    <p className="text-slate-600">/blog/{post.slug}</p>
                  </td>
                  <td className="py-3 pr-4">{post.author}</td>
                  <td className="py-3 pr-4 whitespace-nowrap">{formatIndianDate(post.date)}</td>
                  <td className="py-3 pr-4">{post.published ? "Published" : "Draft"}</td>
                  <td className="py-3">
                    <ToggleForm
                      action={setPostPublishedAction}
                      id={post.id}
                      value={!post.published}
                      label={post.published ? "Unpublish" : "Publish"}
                      subject={post.title}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
