"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { FormFooter } from "@/components/admin/form-controls";
import { ImageField } from "@/components/admin/image-field";
import { useAdminForm, type AdminAction } from "@/components/admin/use-admin-form";
import { FormField, InputField } from "@/components/ui/form-field";
import { slugFromTitle } from "@/lib/blog/slug";

// The editor (TipTap, ProseMirror) is loaded in the browser only, by the pages that use it.
const RichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <p className="rounded-md border border-slate-300 p-3 text-sm text-slate-600">Loading the editor…</p>,
});

/** What the form starts with: an existing post's values, or none for a new post. */
export interface PostFormValues {
  id: string;
  title: string;
  slug: string;
  description: string;
  author: string;
  image: string;
  /** "2026-03-14", the day in India. */
  day: string;
  readMinute: number;
  tags: string[];
  category: string;
  content: string;
  /** The Hindi version, when the post has one. */
  hindi: { title: string; description: string; content: string } | null;
}

/** `today` (an Indian day) is a new post's date until the operator picks another. */
export function PostForm({ action, post, today }: { action: AdminAction; post?: PostFormValues; today?: string }) {
  const { result, pending, locked, setPreparing, onSubmit } = useAdminForm(action);
  // A new post's slug follows its title until the operator types a slug of their own.
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(!post);

  return (
    <form onSubmit={onSubmit} className="flex max-w-3xl flex-col gap-5">
      {post && <input type="hidden" name="id" value={post.id} />}
      <InputField
        id="post-title"
        name="title"
        label="Title"
        required
        maxLength={200}
        defaultValue={post?.title}
        onChange={(event) => slugFollowsTitle && setSlug(slugFromTitle(event.target.value))}
      />
      <InputField
        id="post-slug"
        name="slug"
        label="Slug"
        value={slug}
        maxLength={100}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        onChange={(event) => {
          setSlugFollowsTitle(false);
          setSlug(event.target.value);
        }}
        hint={`The post's address: /blog/${slug || "…"}. Lowercase words joined by hyphens; left empty, it is made from the title.`}
      />
      <FormField id="post-description" label="Description">
        {(control) => (
          <textarea
            name="description"
            required
            maxLength={500}
            rows={3}
            defaultValue={post?.description}
            {...control}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="post-author"
          name="author"
          label="Author"
          required
          maxLength={100}
          defaultValue={post?.author}
        />
        <InputField
          id="post-category"
          name="category"
          label="Category"
          required
          maxLength={60}
          defaultValue={post?.category}
        />
        <InputField
          id="post-date"
          name="date"
          label="Publication date"
          type="date"
          required
          defaultValue={post?.day ?? today}
        />
        <InputField
          id="post-read-minute"
          name="readMinute"
          label="Reading time (minutes)"
          type="number"
          required
          min={1}
          max={240}
          defaultValue={post?.readMinute ?? 5}
        />
      </div>
      <InputField
        id="post-tags"
        name="tags"
        label="Tags"
        defaultValue={post?.tags.join(", ")}
        hint="Comma-separated, for example: trigonometry, games"
      />
      <ImageField current={post?.image} onPreparingChange={setPreparing} />
      <div>
        {/* A label cannot point at editable text: the editor names itself with aria-labelledby. */}
        <p id="post-content-label" className="mb-1 block text-sm font-semibold text-slate-800">
          Content
        </p>
        <RichTextEditor
          id="post-content"
          name="content"
          labelId="post-content-label"
          hintId="post-content-hint"
          initialHtml={post?.content ?? ""}
        />
        <p id="post-content-hint" className="mt-1 text-sm text-slate-600">
          Headings, lists, quotations, links and bold or italic text. Unsafe markup is removed on saving.
        </p>
      </div>
      <fieldset className="flex flex-col gap-5 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Hindi version (optional)</legend>
        <p className="text-sm text-slate-600">
          Shown on the Hindi blog (/hi/blog). Fill in all three fields, or leave them all empty: the Hindi blog then
          shows the English post with a note that it is in English only.
        </p>
        <InputField
          id="post-hindi-title"
          name="hindiTitle"
          label="Hindi title"
          lang="hi"
          maxLength={200}
          defaultValue={post?.hindi?.title}
        />
        <FormField id="post-hindi-description" label="Hindi description">
          {(control) => (
            <textarea
              name="hindiDescription"
              lang="hi"
              maxLength={500}
              rows={3}
              defaultValue={post?.hindi?.description}
              {...control}
            />
          )}
        </FormField>
        <div>
          <p id="post-hindi-content-label" className="mb-1 block text-sm font-semibold text-slate-800">
            Hindi content
          </p>
          <RichTextEditor
            id="post-hindi-content"
            name="hindiContent"
            labelId="post-hindi-content-label"
            hintId="post-hindi-content-hint"
            initialHtml={post?.hindi?.content ?? ""}
          />
          <p id="post-hindi-content-hint" className="mt-1 text-sm text-slate-600">
            The same markup as the English content; unsafe markup is removed on saving.
          </p>
        </div>
      </fieldset>
      <FormFooter result={result} pending={pending} locked={locked} label={post ? "Save changes" : "Save draft"} />
    </form>
  );
}
