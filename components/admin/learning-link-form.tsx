"use client";

import { useId } from "react";
import { ActionButton } from "./action-button";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { FormField } from "@/components/ui/form-field";
import type { ActionResult } from "@/lib/admin/action-result";
import type { AdminLearningLink, AdminTopic } from "@/lib/learning/admin-learning";

interface LinkFormProps {
  save: AdminAction;
  /** Removes the link shown. */
  remove?: () => Promise<ActionResult>;
  /** A link the product has (its topic fixed), or none: a new link, its topic chosen here. */
  link?: AdminLearningLink;
  topics: AdminTopic[];
}

/** What a product teaches: one chapter or skill, and a sentence on how in each language. */
export function LearningLinkForm({ save, remove, link, topics }: LinkFormProps) {
  const { result, pending, locked, onSubmit } = useAdminForm(save);
  const id = useId();
  return (
    <form
      onSubmit={onSubmit}
      aria-label={link ? link.topicName : "Link to a chapter or skill"}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {link ? (
        <>
          <input type="hidden" name="topic" value={link.topic} />
          <p className="font-semibold text-slate-900">{link.topicName}</p>
        </>
      ) : (
        <FormField id={`${id}-topic`} label="Chapter or skill">
          {(control) => (
            <select name="topic" defaultValue="" required {...control}>
              <option value="" disabled>
                Choose one
              </option>
              {topics.map((topic) => (
                <option key={topic.slug} value={topic.slug}>
                  {topic.classes} · {topic.titleEn}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField
        id={`${id}-en`}
        label="How it helps (English)"
        hint="One or two sentences a parent can check against the description."
      >
        {(control) => <textarea name="howEn" rows={3} maxLength={600} defaultValue={link?.howEn} {...control} />}
      </FormField>
      <FormField id={`${id}-hi`} label="How it helps (Hindi)">
        {(control) => (
          <textarea name="howHi" rows={3} maxLength={600} lang="hi" defaultValue={link?.howHi} {...control} />
        )}
      </FormField>
      <FormFooter result={result} pending={pending} locked={locked} label={link ? "Save" : "Add link"} />
      {remove && <ActionButton label="Remove this link" action={remove} />}
    </form>
  );
}
