"use server";

import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { importPreview, planSummary, type ImportPreview } from "@/lib/admin/csv/import-preview";
import { applyImport, previewImport } from "@/lib/admin/csv/imports";
import { importFormSchema } from "@/lib/validation/csv-import";

/** The step's outcome, with the plan to show (none once applied). */
export type ImportResult = ActionResult & { preview?: ImportPreview };

const REFUSED = {
  problems: "Nothing was written: the file has problems now. Fix them and preview it again.",
  changed: "Nothing was written: the file or these products changed since the preview. Check the new preview below.",
  nothing: "Nothing was written: the catalogue already matches the file.",
};

/** Previews a catalogue CSV, or applies the plan previewed (all of it or nothing). */
export async function importCsvAction(_previous: ImportResult | null, formData: FormData): Promise<ImportResult> {
  // Kept beside the ActionResult asAdmin answers: the form shows the plan.
  const outcome: { preview?: ImportPreview } = {};
  const result = await asAdmin(async (admin) => {
    const form = importFormSchema.parse(Object.fromEntries(formData));
    const file = { name: form.file.name, bytes: new Uint8Array(await form.file.arrayBuffer()) };
    if (form.step === "preview") {
      outcome.preview = importPreview(await previewImport(form.kind, file));
      return { ok: true, message: planSummary(outcome.preview) };
    }
    const applied = await applyImport(form.kind, file, form.digest, admin.id);
    if (!applied.applied) {
      outcome.preview = importPreview(applied.plan);
      return { ok: false, message: REFUSED[applied.reason] };
    }
    const { creates, updates } = applied.plan;
    return {
      ok: true,
      message: `Applied: ${creates.length} added, ${updates.length} changed. The shop shows them now.`,
    };
  });
  return { ...result, ...outcome };
}
