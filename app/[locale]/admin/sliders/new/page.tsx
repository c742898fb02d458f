import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { SliderForm } from "@/components/admin/sliders/slider-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { BANNER_IMAGE } from "@/lib/content/sliders";
import { createSliderAction } from "../actions";

export const metadata: Metadata = { title: "New banner" };

export default async function NewSliderPage() {
  await requireAdminPage();
  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="New banner" />
      <SliderForm action={createSliderAction} size={BANNER_IMAGE} />
    </section>
  );
}
