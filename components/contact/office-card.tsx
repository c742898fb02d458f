import { useTranslations } from "next-intl";
import { EmbedFacade } from "@/components/media/embed-facade";
import { openStreetMapEmbedUrl, openStreetMapUrl } from "@/lib/media/openstreetmap";
import { storeContact } from "@/lib/store-contact";
import type { Office } from "./offices";

/** One office with its city map, which loads from OpenStreetMap only when asked for. */
export function OfficeCard({ office }: { office: Office }) {
  const t = useTranslations("staticPages.offices");
  const city = t(`${office.id}.city`);
  const address = office.headOffice ? storeContact.address : "";
  return (
    <article
      className="flex w-full flex-col rounded-xl border border-slate-200 p-4"
      aria-labelledby={`office-${office.id}`}
    >
      <h3 id={`office-${office.id}`} className="text-lg font-semibold text-slate-900">
        {city}
      </h3>
      <p className="text-sm font-medium text-brand-700">{office.headOffice ? t("headOffice") : t("regionalOffice")}</p>
      <p className="mt-1 text-sm text-slate-700">{address || t("place", { city, state: t(`${office.id}.state`) })}</p>
      <div className="relative mt-3 aspect-[4/3] overflow-hidden rounded-lg bg-gradient-to-br from-brand-50 to-brand-100">
        <EmbedFacade
          src={openStreetMapEmbedUrl(office)}
          title={t("mapTitle", { city })}
          label={t("showMapLabel", { city })}
          cta={t("showMap")}
        >
          <p className="absolute inset-x-0 bottom-0 p-3 text-xs text-slate-700">{t("mapSource")}</p>
        </EmbedFacade>
      </div>
      <a
        href={openStreetMapUrl(office)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
      >
        {t.rich("largerMap", { city, hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
      </a>
    </article>
  );
}
