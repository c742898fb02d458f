import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { ActionMessage } from "@/components/admin/action-message";
import { PageHeader } from "@/components/admin/page-header";
import { ToggleForm } from "@/components/admin/toggle-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listAllSliders } from "@/lib/content/admin-sliders";
import type { Slider } from "@/lib/content/sliders";
import { formatIndianDate } from "@/lib/dates";
import { setSliderActiveAction } from "../actions";

export const metadata: Metadata = { title: "Banners" };

/** "shown 1 December 2026 – 7 December 2026", or nothing for a banner without a window. */
function windowText({ startsAt, endsAt }: Slider): string {
  if (startsAt === null && endsAt === null) return "";
  // endsAt is the midnight after the last day.
  const until = endsAt === null ? "until deactivated" : `until ${formatIndianDate(endsAt - 1)}`;
  return ` · shown ${startsAt === null ? "now" : `from ${formatIndianDate(startsAt)}`} ${until}`;
}

export default async function AdminSlidersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  await requireAdminPage();
  const [sliders, { deleted }] = await Promise.all([listAllSliders(), searchParams]);

  return (
    <section className="flex flex-col gap-5">
      <PageHeader title="Banners" newHref="/admin/sliders/new" newLabel="New banner" />
      <p className="text-sm text-slate-700">
        The home page shows the active banners by order: the first one large, the rest beneath it.
      </p>
      {deleted && <ActionMessage result={{ ok: true, message: "Banner deleted." }} />}
      {sliders.length === 0 ? (
        <p className="text-slate-700">No banners yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {sliders.map((slider) => (
            <li
              key={slider.id}
              className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center"
            >
              <Image
                src={slider.image}
                alt=""
                width={192}
                height={60}
                unoptimized
                className="h-auto w-full rounded-md sm:w-48"
              />
              <div className="flex-1">
                <Link href={`/admin/sliders/${slider.id}`} className="font-semibold text-brand-700 hover:underline">
                  {slider.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {slider.hindiTitle ? (
                    <>
                      Hindi: <span lang="hi">{slider.hindiTitle}</span>
                    </>
                  ) : (
                    <span className="font-semibold text-amber-800">Missing Hindi title</span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  Order {slider.order} · {slider.active ? "Active" : "Inactive"} · links to {slider.link ?? "/shop"}
                  {windowText(slider)}
                </p>
              </div>
              <ToggleForm
                action={setSliderActiveAction}
                id={slider.id}
                value={!slider.active}
                label={slider.active ? "Deactivate" : "Activate"}
                subject={slider.title}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
