"use client";

import { CheckboxField, FormFooter } from "@/components/admin/form-controls";
import { ImageField } from "@/components/admin/image-field";
import { useAdminForm, type AdminAction } from "@/components/admin/use-admin-form";
import { InputField } from "@/components/ui/form-field";
import type { AdminSlider } from "@/lib/content/admin-sliders";
import { indianIsoDay } from "@/lib/dates";

/** The banner image's recommended size (BANNER_IMAGE in lib/content/sliders.ts). */
export interface BannerSize {
  width: number;
  height: number;
}

export function SliderForm({ action, slider, size }: { action: AdminAction; slider?: AdminSlider; size: BannerSize }) {
  const { result, pending, locked, setPreparing, onSubmit } = useAdminForm(action);
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
      <InputField
        id="slider-hindi-title"
        name="hindiTitle"
        label="Hindi title (optional)"
        lang="hi"
        maxLength={120}
        defaultValue={slider?.hindiTitle ?? ""}
        hint="The title on the Hindi home page (/hi). Left empty, the Hindi home page shows the English title."
      />
      <ImageField
        current={slider?.image}
        onPreparingChange={setPreparing}
        advice={`Recommended size: ${size.width} × ${size.height} px (a 3.2 : 1 strip). The home page shows it about 1250 px wide on a laptop and 360 px wide on a phone, so keep its words large and away from the edges.`}
      />
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
      <fieldset className="grid gap-5 rounded-md border border-slate-200 p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Shown (optional, days in India)</legend>
        <InputField
          id="slider-starts-on"
          name="startsOn"
          label="From"
          type="date"
          defaultValue={slider?.startsAt ? indianIsoDay(slider.startsAt) : ""}
          hint="From midnight that day. Left empty, at once."
        />
        <InputField
          id="slider-ends-on"
          name="endsOn"
          label="Until"
          type="date"
          // endsAt is the midnight after the last day.
          defaultValue={slider?.endsAt ? indianIsoDay(slider.endsAt - 1) : ""}
          hint="Through the end of that day. Left empty, until deactivated."
        />
      </fieldset>
      <CheckboxField name="active" label="Active (shown on the home page)" defaultChecked={slider?.active ?? true} />
      <FormFooter result={result} pending={pending} locked={locked} label={slider ? "Save changes" : "Create banner"} />
    </form>
  );
}
