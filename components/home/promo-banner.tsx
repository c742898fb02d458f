import Image from "next/image";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { BANNER_IMAGE, type Slider } from "@/lib/content/sliders";
import { LANGUAGE_TAGS, type Locale } from "@/lib/i18n/locales";

/** The first active banner, full width; the others as smaller links beneath it. Titled in `locale` when they can be. */
export async function PromoBanner({ sliders, locale }: { sliders: Slider[]; locale: Locale }) {
  const [main, ...rest] = sliders;
  if (!main) return null;
  const t = await getTranslations("homeSections");
  const banner = (slider: Slider, priority: boolean) => (
    <Image
      src={slider.image}
      alt={slider.title}
      // A banner with no title in the page's language says its English one as English.
      lang={slider.lang === locale ? undefined : LANGUAGE_TAGS[slider.lang].lang}
      width={BANNER_IMAGE.width}
      height={BANNER_IMAGE.height}
      priority={priority}
      sizes="(min-width: 1280px) 80rem, 100vw"
      className="h-auto w-full rounded-xl"
      unoptimized={slider.image.endsWith(".svg")}
    />
  );
  return (
    <section aria-label={t("offers")} className="mx-auto max-w-7xl px-4 py-6">
      <Link href={main.link ?? "/shop"}>{banner(main, false)}</Link>
      {rest.length > 0 && (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {rest.map((slider) => (
            <li key={slider.id}>
              <Link href={slider.link ?? "/shop"}>{banner(slider, false)}</Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
