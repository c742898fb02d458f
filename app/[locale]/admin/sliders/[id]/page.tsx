import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ActionMessage } from "@/components/admin/action-message";
import { DeleteForm } from "@/components/admin/delete-form";
import { PageHeader } from "@/components/admin/page-header";
import { SliderForm } from "@/components/admin/sliders/slider-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { findSlider } from "@/lib/content/admin-sliders";
import { BANNER_IMAGE } from "@/lib/content/sliders";
import { deleteSliderAction, updateSliderAction } from "../actions";

export const metadata: Metadata = { title: "Edit banner" };

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[]>>;
}

export default async function EditSliderPage({ params, searchParams }: PageProps) {
  await requireAdminPage();
  const [{ id }, { created }] = await Promise.all([params, searchParams]);
  const slider = id.length <= 64 ? await findSlider(id) : null;
  if (!slider) notFound();

  return (
    <section className="flex flex-col gap-5">
      <PageHeader title={`Edit banner: ${slider.title}`} />
      {created && <ActionMessage result={{ ok: true, message: "Banner created." }} />}
      <SliderForm action={updateSliderAction} slider={slider} size={BANNER_IMAGE} />
      <DeleteForm action={deleteSliderAction} id={slider.id} subject={`the banner “${slider.title}”`} />
    </section>
  );
}
