"use client";

import { useId } from "react";
import { FormFooter } from "./form-controls";
import { useAdminForm, type AdminAction } from "./use-admin-form";
import { InputField } from "@/components/ui/form-field";
import type { CategoryNames } from "@/lib/catalog/admin-category-names";

/** One category's Hindi name; saving it empty removes it. */
export function CategoryNameForm({ action, names }: { action: AdminAction; names: CategoryNames }) {
  const { result, pending, locked, onSubmit } = useAdminForm(action);
  const id = useId();
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
      <input type="hidden" name="category" value={names.category} />
      <InputField
        id={id}
        name="nameHi"
        label={`${names.category} in Hindi`}
        defaultValue={names.nameHi}
        lang="hi"
        maxLength={60}
      />
      <FormFooter result={result} pending={pending} locked={locked} label="Save name" />
    </form>
  );
}
