"use client";

import { useId } from "react";
import { ActionButton } from "./action-button";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { FormField } from "@/components/ui/form-field";
import type { ActionResult } from "@/lib/admin/action-result";
import type { AdminActivitySheet } from "@/lib/learning/admin-learning";

/** The sheet's fields, English beside Hindi; a list is one item per line. */
const FIELDS: { name: keyof AdminActivitySheet; label: string; rows: number; hint?: string }[] = [
  { name: "titleEn", label: "Title (English)", rows: 1 },
  { name: "titleHi", label: "Title (Hindi)", rows: 1 },
  { name: "goalEn", label: "What the child practises (English)", rows: 2 },
  { name: "goalHi", label: "What the child practises (Hindi)", rows: 2 },
  { name: "stepsEn", label: "Steps (English)", rows: 5, hint: "One step per line, in order." },
  { name: "stepsHi", label: "Steps (Hindi)", rows: 5, hint: "As many lines as in English." },
  { name: "questionsEn", label: "Questions (English)", rows: 4, hint: "One question per line." },
  { name: "questionsHi", label: "Questions (Hindi)", rows: 4, hint: "As many lines as in English." },
  { name: "answersEn", label: "Answers (English)", rows: 4, hint: "Each question's answer on its line number." },
  { name: "answersHi", label: "Answers (Hindi)", rows: 4, hint: "Each question's answer on its line number." },
];

/**
 * The printable activity sheet of one of the product's links: a short activity with the toy for
 * that chapter or skill, its questions and their answers, in both languages.
 */
export function ActivitySheetForm({
  topicName,
  save,
  remove,
  sheet,
}: {
  topicName: string;
  save: AdminAction;
  remove?: () => Promise<ActionResult>;
  sheet: AdminActivitySheet | null;
}) {
  const { result, pending, locked, onSubmit } = useAdminForm(save);
  const id = useId();
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {sheet ? `Activity sheet: ${sheet.titleEn}` : "Write an activity sheet for this link"}
      </summary>
      <form
        onSubmit={onSubmit}
        aria-label={`Activity sheet for ${topicName}`}
        className="mt-3 grid gap-3 md:grid-cols-2"
      >
        {FIELDS.map((field) => (
          <FormField key={field.name} id={`${id}-${field.name}`} label={field.label} hint={field.hint}>
            {(control) => (
              <textarea
                name={field.name}
                rows={field.rows}
                lang={field.name.endsWith("Hi") ? "hi" : undefined}
                defaultValue={sheet?.[field.name]}
                required
                {...control}
              />
            )}
          </FormField>
        ))}
        <div className="flex flex-col gap-3 md:col-span-2">
          <FormFooter result={result} pending={pending} locked={locked} label={sheet ? "Save sheet" : "Add sheet"} />
          {remove && <ActionButton label="Remove this sheet" action={remove} />}
        </div>
      </form>
    </details>
  );
}
