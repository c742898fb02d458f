import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/addresses";
import { MAX_QUOTE_QUANTITY } from "@/lib/validation/quotes";

/** A class of forty, as Indian schools' classes commonly are: the teacher changes it. */
const CLASS_SIZE = 40;

/**
 * For teachers, on a chapter's or skill's page: a quote for a class set of its toys (the schools'
 * quotes, /quotes/new), each toy in the number asked. A plain GET form: it works without JavaScript.
 */
export async function ClassSetQuote({ topic, locale }: { topic: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "learn.classSet" });
  return (
    <section aria-labelledby="class-set" className="mt-10 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <h2 id="class-set" className="text-xl font-bold text-brand-900">
        {t("heading")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-800">{t("intro")}</p>
      <form action={localizedPath("/quotes/new", locale)} method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <input type="hidden" name="topic" value={topic} />
        <div>
          <label htmlFor="class-set-quantity" className="mb-1 block text-sm font-semibold text-slate-800">
            {t("quantity")}
          </label>
          <input
            id="class-set-quantity"
            name="quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUOTE_QUANTITY}
            defaultValue={CLASS_SIZE}
            required
            className="w-28 rounded-md border border-slate-300 px-3 py-2"
          />
        </div>
        <Button type="submit">{t("submit")}</Button>
      </form>
    </section>
  );
}
