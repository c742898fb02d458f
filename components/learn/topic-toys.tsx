import { getTranslations } from "next-intl/server";
import { ProductCard } from "@/components/product/product-card";
import type { TopicToy } from "@/lib/learning/topics";

/** The toys that serve a topic, as the shop shows them, each with the sentence that says how. */
export async function TopicToys({ toys }: { toys: TopicToy[] }) {
  const t = await getTranslations("learn.topic");
  if (toys.length === 0) return <p className="mt-3 text-slate-600">{t("noToys")}</p>;
  return (
    <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {toys.map(({ product, how }, index) => (
        <li key={product.id} className="flex flex-col gap-3">
          <ProductCard product={product} priority={index === 0} />
          <p className="rounded-lg bg-brand-50 p-3 text-sm text-slate-800">
            <strong className="block text-brand-900">{t("howItHelps")}</strong>
            {how}
          </p>
        </li>
      ))}
    </ul>
  );
}
