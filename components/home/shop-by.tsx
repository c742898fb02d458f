import { Link } from "@/lib/i18n/navigation";
import { PRICE_PRESETS } from "@/lib/validation/catalogue";

const AGE_TILES = ["10+", "12+", "14+"].map((age) => ({
  label: `${age} Years`,
  href: `/shop?filter=age&value=${encodeURIComponent(age)}`,
}));

const PRICE_TILES = PRICE_PRESETS.map((value) => ({
  label: value.replace(/(\d+)/, "₹$1"),
  href: `/shop?filter=price&value=${encodeURIComponent(value)}`,
}));

const tile =
  "flex items-center justify-center rounded-xl border border-brand-100 bg-brand-50 p-6 text-center text-lg font-semibold text-brand-900 hover:border-brand-600";

/** The Shop by Age and Shop by Price tiles, with the URL presets of SPEC §2. */
export function ShopBy() {
  return (
    <section aria-labelledby="shop-by" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="shop-by" className="sr-only">
        Shop by age and price
      </h2>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h3 className="text-2xl font-bold text-slate-900">Shop by Age</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            <li className="col-span-2">
              <Link href="/shop" className={`${tile} bg-brand-600 text-white hover:bg-brand-700`}>
                All ages
              </Link>
            </li>
            {AGE_TILES.map((age) => (
              <li key={age.href}>
                <Link href={age.href} className={tile}>
                  {age.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-2xl font-bold text-slate-900">Shop by Price</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {PRICE_TILES.map((price) => (
              <li key={price.href}>
                <Link href={price.href} className={tile}>
                  {price.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
