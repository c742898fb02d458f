import Link from "next/link";
import { ActionMessage } from "@/components/admin/action-message";
import { PageHeader } from "@/components/admin/page-header";
import { SearchForm } from "@/components/admin/search-form";
import { inputClass } from "@/components/forms/field";
import { ProductThumb } from "@/components/product/product-thumb";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listCategories, listProductsForAdmin, type StockFilter } from "@/lib/catalog/admin-products";
import { formatRupees } from "@/lib/money";

export const metadata = { title: "Products" };

interface Search {
  q?: string;
  category?: string;
  stock?: string;
  deleted?: string;
}

const STOCK_FILTERS: { value: StockFilter; label: string }[] = [
  { value: "all", label: "All stock" },
  { value: "low", label: "Low stock" },
  { value: "out", label: "Out of stock" },
];

export default async function AdminProducts({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage();
  const search = await searchParams;
  const stock = STOCK_FILTERS.some((filter) => filter.value === search.stock) ? (search.stock as StockFilter) : "all";
  const [products, categories] = await Promise.all([
    listProductsForAdmin({ search: search.q, category: search.category || undefined, stock }),
    listCategories(),
  ]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Products" newHref="/admin/products/new" newLabel="New product" />
      {search.deleted && <ActionMessage result={{ ok: true, message: "Product deleted" }} />}
      <SearchForm action="/admin/products" label="Search products by name" q={search.q ?? ""}>
        <label className="sr-only" htmlFor="product-category">
          Category
        </label>
        <select
          id="product-category"
          name="category"
          defaultValue={search.category ?? ""}
          className={inputClass + " w-auto"}
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor="product-stock">
          Stock
        </label>
        <select id="product-stock" name="stock" defaultValue={stock} className={inputClass + " w-auto"}>
          {STOCK_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </SearchForm>
      <p className="text-sm text-slate-600">{products.length} products</p>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="p-3">
                Product
              </th>
              <th scope="col" className="p-3">
                Category
              </th>
              <th scope="col" className="p-3 text-right">
                Price
              </th>
              <th scope="col" className="p-3 text-right">
                Stock
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {products.map((product) => (
              <tr key={product.id} className="border-t border-slate-100">
                <td className="p-3">
                  <span className="flex items-center gap-3">
                    <ProductThumb src={product.image} size={40} />
                    <Link
                      href={`/admin/products/${product.id}`}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                  </span>
                </td>
                <td className="p-3">{product.category}</td>
                <td className="p-3 text-right">{formatRupees(product.discountPrice ?? product.price)}</td>
                <td className="p-3 text-right">{product.stockQuantity}</td>
                <td className="p-3">
                  {product.onSale ? "On sale" : <span className="font-semibold text-red-700">Out of stock</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
