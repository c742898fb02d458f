import { Button, ButtonLink } from "@/components/ui/button";
import { AGE_GROUPS, RATING_OPTIONS, type ShopQuery } from "@/lib/validation/catalogue";
import type { CategoryOption } from "@/lib/catalog/search";
import { PriceSlider } from "./price-slider";

const SORT_LABELS: Record<ShopQuery["sort"], string> = {
  featured: "Featured",
  newest: "Newest",
  "price-low": "Price: low to high",
  "price-high": "Price: high to low",
  rating: "Customer rating",
  bestseller: "Bestsellers",
};

const field = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/**
 * Every filter in one GET form: it works without JavaScript, and Apply puts the state in the URL
 * (shareable; the back button works). Leaving out `page` sends the shopper back to page 1.
 */
export function FilterPanel({
  query,
  categories,
  priceCeiling,
}: {
  query: ShopQuery;
  categories: CategoryOption[];
  priceCeiling: number;
}) {
  return (
    <form action="/shop" method="get" className="flex flex-col gap-5" aria-label="Filters">
      <input type="hidden" name="view" value={query.view} />
      <input type="hidden" name="size" value={query.size} />
      <div>
        <label htmlFor="filter-q" className="mb-1 block text-sm font-semibold">
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={query.q} className={field} placeholder="Toy name…" />
      </div>
      <div>
        <label htmlFor="filter-category" className="mb-1 block text-sm font-semibold">
          Category
        </label>
        <select id="filter-category" name="category" defaultValue={query.category} className={field}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <PriceSlider minPrice={query.minPrice} maxPrice={query.maxPrice} ceiling={priceCeiling} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">Age group</legend>
        {AGE_GROUPS.map((age) => (
          <label key={age} className="flex items-center gap-2 py-1 text-sm">
            <input type="checkbox" name="age" value={age} defaultChecked={query.age.includes(age)} />
            {age}+ Years
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="filter-rating" className="mb-1 block text-sm font-semibold">
          Minimum rating
        </label>
        <select id="filter-rating" name="rating" defaultValue={String(query.rating)} className={field}>
          <option value="0">Any rating</option>
          {RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {rating}★ and above
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-semibold">Availability and offers</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} /> In stock only
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="discounted" value="1" defaultChecked={query.discounted} /> Discounted only
        </label>
      </fieldset>
      <div>
        <label htmlFor="filter-sort" className="mb-1 block text-sm font-semibold">
          Sort by
        </label>
        <select id="filter-sort" name="sort" defaultValue={query.sort} className={field}>
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1">
          Apply
        </Button>
        <ButtonLink href="/shop" variant="secondary" className="flex-1">
          Clear All
        </ButtonLink>
      </div>
    </form>
  );
}
