"use server";

import { redirect } from "next/navigation";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { imageFromForm } from "@/lib/admin/form-image";
import { createPost, deletePost, setPostPublished, updatePost } from "@/lib/blog/admin-posts";
import { recordFormSchema, toggleFormSchema } from "@/lib/validation/admin-actions";
import { blogPostFormSchema } from "@/lib/validation/admin-content";

async function postFromForm(formData: FormData) {
  return blogPostFormSchema.parse({ ...Object.fromEntries(formData), image: await imageFromForm(formData) });
}

export async function createPostAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const post = await createPost(await postFromForm(formData));
    return { ok: true, message: "Draft saved.", id: post.id };
  });
  // Outside asAdmin: redirect() works by throwing.
  if (result.ok) redirect(`/admin/blog/${result.id}?created=1`);
  return result;
}

export async function updatePostAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id } = recordFormSchema.parse(Object.fromEntries(formData));
    const post = await updatePost(id, await postFromForm(formData));
    return { ok: true, message: post.published ? "Post saved: the blog shows the change." : "Post saved as a draft." };
  });
}

export async function setPostPublishedAction(
  _previous: ActionResult | null,
  formData: FormData,
): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id, value } = toggleFormSchema.parse(Object.fromEntries(formData));
    await setPostPublished(id, value);
    return { ok: true, message: value ? "Published." : "Unpublished: now a draft." };
  });
}

export async function deletePostAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const { id } = recordFormSchema.parse(Object.fromEntries(formData));
    await deletePost(id);
    return { ok: true, message: "Post deleted." };
  });
  if (result.ok) redirect("/admin/blog?deleted=1");
  return result;
}
