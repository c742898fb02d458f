import { useLocale, useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";
import { localizedPath } from "@/lib/i18n/addresses";
import { AGE_GROUPS, RATING_OPTIONS, SORTS, type ShopQuery } from "@/lib/validation/catalogue";
import type { CategoryOption } from "@/lib/catalog/search";
import type { ClassLevel } from "@/lib/learning/learning-map";
import type { TopicChoice } from "@/lib/learning/topics";
import { LearningFilters } from "./learning-filters";
import { PriceSlider } from "./price-slider";

const field = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

/**
 * Every filter in one GET form: it works without JavaScript, and Apply puts the state in the URL
 * (shareable; the back button works). Leaving out `page` sends the shopper back to page 1.
 */
export function FilterPanel({
  query,
  categories,
  priceCeiling,
  learning,
}: {
  query: ShopQuery;
  categories: CategoryOption[];
  priceCeiling: number;
  learning: { classes: ClassLevel[]; topics: TopicChoice[] };
}) {
  const t = useTranslations("shop.filters");
  const sortLabel = useTranslations("shop.sort");
  // A plain GET form: its address carries the page's language, as the store's links do.
  const action = localizedPath("/shop", useLocale());
  return (
    <form action={action} method="get" className="flex flex-col gap-5" aria-label={t("label")}>
      <input type="hidden" name="view" value={query.view} />
      <input type="hidden" name="size" value={query.size} />
      <div>
        <label htmlFor="filter-q" className="mb-1 block text-sm font-semibold">
          {t("search")}
        </label>
        <input
          id="filter-q"
          name="q"
          type="search"
          defaultValue={query.q}
          className={field}
          placeholder={t("searchPlaceholder")}
        />
      </div>
      <div>
        <label htmlFor="filter-category" className="mb-1 block text-sm font-semibold">
          {t("category")}
        </label>
        <select id="filter-category" name="category" defaultValue={query.category} className={field}>
          <option value="">{t("allCategories")}</option>
          {categories.map((category) => (
            <option key={category.value} value={category.value}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      <LearningFilters
        selectedClass={query.class}
        selectedTopic={query.topic}
        classes={learning.classes}
        topics={learning.topics}
        fieldClassName={field}
      />
      <PriceSlider minPrice={query.minPrice} maxPrice={query.maxPrice} ceiling={priceCeiling} />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t("ageGroup")}</legend>
        {AGE_GROUPS.map((age) => (
          <label key={age} className="flex items-center gap-2 py-1 text-sm">
            <input type="checkbox" name="age" value={age} defaultChecked={query.age.includes(age)} />
            {t("age", { age })}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor="filter-rating" className="mb-1 block text-sm font-semibold">
          {t("minimumRating")}
        </label>
        <select id="filter-rating" name="rating" defaultValue={String(query.rating)} className={field}>
          <option value="0">{t("anyRating")}</option>
          {RATING_OPTIONS.map((rating) => (
            <option key={rating} value={rating}>
              {t("rating", { rating })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1 text-sm">
        <legend className="mb-1 font-semibold">{t("availability")}</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock} /> {t("inStockOnly")}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="discounted" value="1" defaultChecked={query.discounted} /> {t("discountedOnly")}
        </label>
      </fieldset>
      <div>
        <label htmlFor="filter-sort" className="mb-1 block text-sm font-semibold">
          {t("sortBy")}
        </label>
        <select id="filter-sort" name="sort" defaultValue={query.sort} className={field}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex gap-3">
        <Button type="submit" className="flex-1">
          {t("apply")}
        </Button>
        <ButtonLink href="/shop" variant="secondary" className="flex-1">
          {t("clearAll")}
        </ButtonLink>
      </div>
    </form>
  );
}
