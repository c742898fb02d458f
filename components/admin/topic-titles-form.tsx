"use client";

import { useId } from "react";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { InputField } from "@/components/ui/form-field";
import type { AdminTopic } from "@/lib/learning/admin-learning";

/** A chapter's or skill's titles in English and Hindi, as /learn and the product pages show them. */
export function TopicTitlesForm({ action, topic }: { action: AdminAction; topic: AdminTopic }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const id = useId();
  return (
    <form
      onSubmit={onSubmit}
      aria-label={`${topic.classes}: ${topic.titleEn}`}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-2"
    >
      <input type="hidden" name="slug" value={topic.slug} />
      <p className="text-sm text-slate-600 md:col-span-2">
        {topic.kind === "chapter" ? "Chapter" : "Skill"} · {topic.source} ·{" "}
        {topic.toys === 1 ? "1 toy" : `${topic.toys} toys`}
      </p>
      <InputField id={`${id}-en`} name="titleEn" label="English title" defaultValue={topic.titleEn} maxLength={120} />
      <InputField
        id={`${id}-hi`}
        name="titleHi"
        label="Hindi title"
        defaultValue={topic.titleHi}
        lang="hi"
        maxLength={120}
      />
      <div className="flex flex-col gap-2 md:col-span-2">
        <FormFooter result={result} pending={pending} locked={locked} label="Save titles" />
      </div>
    </form>
  );
}
