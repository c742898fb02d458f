import Link from "next/link";
import { CategoryNameForm } from "@/components/admin/category-name-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listCategoryNames } from "@/lib/catalog/admin-category-names";
import { saveCategoryNameAction } from "../category-actions";

export const metadata = { title: "Category names in Hindi" };

/** Each category's Hindi name (#30), as the shop's filter and product pages show it on /hi. */
export default async function CategoryNamesPage() {
  await requireAdminPage();
  const categories = await listCategoryNames();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link href="/admin/products" className="text-sm text-brand-700 hover:underline">
          ← Products
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">Category names in Hindi</h1>
        <p className="mt-2 text-sm text-slate-600">
          Shown to Hindi shoppers in the shop&apos;s category filter and on product pages. A category without a Hindi
          name shows its English one.
        </p>
      </div>
      {categories.length === 0 ? (
        <p>No categories yet: they come from the products.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {categories.map((names) => (
            <li key={names.category}>
              <CategoryNameForm action={saveCategoryNameAction} names={names} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
