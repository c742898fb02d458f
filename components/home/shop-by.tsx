import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { PRICE_PRESETS } from "@/lib/validation/catalogue";

const AGE_TILES = ["10+", "12+", "14+"].map((age) => ({
  age,
  href: `/shop?filter=age&value=${encodeURIComponent(age)}`,
}));

/** Each preset ("Under 499") as a tile: its bound and amount for the message, and its link. */
const PRICE_TILES = PRICE_PRESETS.map((value) => {
  const [bound, amount] = value.split(" ");
  return {
    bound: bound!.toLowerCase(),
    amount: amount!,
    href: `/shop?filter=price&value=${encodeURIComponent(value)}`,
  };
});

const tile =
  "flex items-center justify-center rounded-xl border border-brand-100 bg-brand-50 p-6 text-center text-lg font-semibold text-brand-900 hover:border-brand-600";

/** The Shop by Age and Shop by Price tiles, with the URL presets of SPEC §2. */
export function ShopBy() {
  const t = useTranslations("homeSections.shopBy");
  return (
    <section aria-labelledby="shop-by" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="shop-by" className="sr-only">
        {t("title")}
      </h2>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-slate-900">{t("byAge")}</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            <li className="col-span-2">
              <Link href="/shop" className={`${tile} bg-brand-600 text-white hover:bg-brand-700`}>
                {t("allAges")}
              </Link>
            </li>
            {AGE_TILES.map(({ age, href }) => (
              <li key={href}>
                <Link href={href} className={tile}>
                  {t("age", { age })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-2xl font-bold text-slate-900">{t("byPrice")}</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {PRICE_TILES.map(({ bound, amount, href }) => (
              <li key={href}>
                <Link href={href} className={tile}>
                  {t("price", { bound, amount })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
