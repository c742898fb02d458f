"use client";

import { startTransition, useActionState, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import type { ImportPreview } from "@/lib/admin/csv/import-preview";
import type { ActionResult } from "@/lib/admin/action-result";
import { useHydrated } from "@/lib/client/use-hydrated";
import { ActionMessage } from "./action-message";
import { ImportPlanTables } from "./csv-import-plan";

type ImportResult = ActionResult & { preview?: ImportPreview };
type ImportAction = (previous: ImportResult | null, formData: FormData) => Promise<ImportResult>;

const changeCount = (count: number) => (count === 1 ? "1 change" : `${count} changes`);

/** The same limit the action enforces, checked before the file is sent at all. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Upload, preview, apply. The file stays chosen after the preview, and Apply sends it again with
 * the preview's digest: the server plans it afresh and writes only what the operator saw. Choosing
 * another file or kind hides the preview until it is previewed.
 */
export function CsvImportForm({ action }: { action: ImportAction }) {
  const [result, dispatch, pending] = useActionState<ImportResult | null, FormData>(action, null);
  const [stale, setStale] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const preview = stale ? undefined : result?.preview;

  const submit = (step: "preview" | "apply") => {
    if (!form.current?.reportValidity()) return;
    const formData = new FormData(form.current);
    formData.set("step", step);
    if (step === "apply" && preview?.digest) formData.set("digest", preview.digest);
    setStale(false);
    startTransition(() => dispatch(formData));
  };
  const changed = () => setStale(true);
  const checkSize = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.setCustomValidity(file && file.size > MAX_BYTES ? "The file must be at most 2 MB: import it in parts" : "");
    input.reportValidity();
    changed();
  };

  return (
    <div className="flex flex-col gap-4">
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          submit("preview");
        }}
        className="flex flex-col gap-3"
        aria-label="Import a CSV"
      >
        <fieldset className="flex flex-wrap gap-4" onChange={changed}>
          <legend className="mb-1 text-sm font-semibold text-slate-800">What the file holds</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="products" defaultChecked /> Products (the products export)
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="kind" value="stock" /> Stock (the stock export)
          </label>
        </fieldset>
        <FormField id="import-file" label="CSV file" hint="At most 2 MB and 5,000 rows, UTF-8.">
          {/* A file picker has no text box to frame. */}
          {(control) => (
            <input
              name="file"
              type="file"
              accept=".csv,text/csv"
              required
              onChange={(event) => checkSize(event.target)}
              {...control}
              className="block w-full text-sm"
            />
          )}
        </FormField>
        <Button type="submit" disabled={pending || !hydrated} className="self-start">
          {pending ? "Reading…" : "Preview"}
        </Button>
      </form>
      {!stale && <ActionMessage result={result} />}
      {preview && <ImportPlanTables preview={preview} />}
      {preview?.digest && (
        <Button onClick={() => submit("apply")} disabled={pending} className="self-start">
          {pending ? "Applying…" : `Apply ${changeCount(preview.creates + preview.updates)}`}
        </Button>
      )}
    </div>
  );
}
