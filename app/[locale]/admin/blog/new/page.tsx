import type { Metadata } from "next";
import { PostForm } from "@/components/admin/blog/post-form";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { indianIsoDay } from "@/lib/dates";
import { createPostAction } from "../actions";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  await requireAdminPage();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="New post" />
      <PostForm action={createPostAction} today={indianIsoDay(new Date())} />
    </section>
  );
}
