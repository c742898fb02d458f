import type { Metadata } from "next";
import { StorefrontLink } from "@/components/admin/storefront-link";
import { notFound } from "next/navigation";
import { ActionMessage } from "@/components/admin/action-message";
import { PostForm } from "@/components/admin/blog/post-form";
import { DeleteForm } from "@/components/admin/delete-form";
import { PageHeader } from "@/components/admin/page-header";
import { ToggleForm } from "@/components/admin/toggle-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { findPostForEditing } from "@/lib/blog/admin-posts";
import { indianIsoDay } from "@/lib/dates";
import { deletePostAction, setPostPublishedAction, updatePostAction } from "../actions";

export const metadata: Metadata = { title: "Edit post" };

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export default async function EditPostPage({ params, searchParams }: PageProps) {
  await requireAdminPage();
  const [{ id }, { created }] = await Promise.all([params, searchParams]);
  const post = id.length <= 64 ? await findPostForEditing(id) : null;
  if (!post) notFound();

  return (
    <section className="flex flex-col gap-5">
      <PageHeader title={`Edit: ${post.title}`} />
      {created && <ActionMessage result={{ ok: true, message: "Draft saved. Publish it when it is ready." }} />}
      <div className="flex flex-wrap items-start gap-4 text-sm text-slate-700">
        <p>
          {post.published ? (
            <>
              Published: <StorefrontLink href={`/blog/${post.slug}`}>view /blog/{post.slug}</StorefrontLink>
            </>
          ) : (
            "A draft: only administrators can see it."
          )}
        </p>
        <ToggleForm
          action={setPostPublishedAction}
          id={post.id}
          value={!post.published}
          label={post.published ? "Unpublish" : "Publish"}
          subject={post.title}
        />
      </div>
      <PostForm
        action={updatePostAction}
        post={{
          id: post.id,
          title: post.title,
          slug: post.slug,
          description: post.description,
          author: post.author,
          image: post.image,
          day: indianIsoDay(post.date),
          readMinute: post.readMinute,
          tags: post.tags,
          category: post.category,
          content: post.content,
          hindi: post.hindi,
        }}
      />
      <DeleteForm action={deletePostAction} id={post.id} subject={`the post “${post.title}”`} />
    </section>
  );
}
