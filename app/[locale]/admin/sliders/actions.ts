"use server";

import { redirect } from "next/navigation";
import { asAdmin, type ActionResult } from "@/lib/admin/action-result";
import { imageFromForm } from "@/lib/admin/form-image";
import { createSlider, deleteSlider, setSliderActive, updateSlider } from "@/lib/content/admin-sliders";
import { recordFormSchema, toggleFormSchema } from "@/lib/validation/admin-actions";
import { sliderFormSchema } from "@/lib/validation/admin-content";

async function sliderFromForm(formData: FormData) {
  return sliderFormSchema.parse({ ...Object.fromEntries(formData), image: await imageFromForm(formData) });
}

export async function createSliderAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const id = await createSlider(await sliderFromForm(formData));
    return { ok: true, message: "Banner created.", id };
  });
  // Outside asAdmin: redirect() works by throwing.
  if (result.ok) redirect(`/admin/sliders/${result.id}?created=1`);
  return result;
}

export async function updateSliderAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id } = recordFormSchema.parse(Object.fromEntries(formData));
    await updateSlider(id, await sliderFromForm(formData));
    return { ok: true, message: "Banner saved." };
  });
}

export async function setSliderActiveAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  return asAdmin(async () => {
    const { id, value } = toggleFormSchema.parse(Object.fromEntries(formData));
    await setSliderActive(id, value);
    return { ok: true, message: value ? "Activated." : "Deactivated." };
  });
}

export async function deleteSliderAction(_previous: ActionResult | null, formData: FormData): Promise<ActionResult> {
  const result = await asAdmin(async () => {
    const { id } = recordFormSchema.parse(Object.fromEntries(formData));
    await deleteSlider(id);
    return { ok: true, message: "Banner deleted." };
  });
  if (result.ok) redirect("/admin/sliders?deleted=1");
  return result;
}
