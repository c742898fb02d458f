"use client";

import { CheckboxField, FormFooter } from "@/components/admin/form-controls";
import { ImageField } from "@/components/admin/image-field";
import { useAdminForm, type AdminAction } from "@/components/admin/use-admin-form";
import { InputField } from "@/components/ui/form-field";
import type { Slider } from "@/lib/content/sliders";

export function SliderForm({ action, slider }: { action: AdminAction; slider?: Slider }) {
  const { result, pending, onSubmit } = useAdminForm(action);
  return (
    <form onSubmit={onSubmit} className="flex max-w-2xl flex-col gap-5">
      {slider && <input type="hidden" name="id" value={slider.id} />}
      <InputField
        id="slider-title"
        name="title"
        label="Title"
        required
        maxLength={120}
        defaultValue={slider?.title}
        hint="Also the banner's text for screen readers: say what the picture says."
      />
      <ImageField current={slider?.image} />
      <InputField
        id="slider-link"
        name="link"
        label="Link (optional)"
        maxLength={500}
        defaultValue={slider?.link ?? ""}
        placeholder="/shop?category=Algebra"
        hint="A path on this site or an https:// address. Left empty, the banner opens the shop."
      />
      <InputField
        id="slider-order"
        name="order"
        label="Order"
        type="number"
        required
        min={-1000}
        max={1000}
        defaultValue={slider?.order ?? 0}
        hint="Lower numbers come first; the first active banner is the large one."
      />
      <CheckboxField name="active" label="Active (shown on the home page)" defaultChecked={slider?.active ?? true} />
      <FormFooter result={result} pending={pending} label={slider ? "Save changes" : "Create banner"} />
    </form>
  );
}
