import Link from "next/link";
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
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Products</h1>
        <Link href="/admin/products/new" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white">
          New product
        </Link>
      </div>
      {search.deleted && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          Product deleted
        </p>
      )}
      <form role="search" className="flex flex-wrap gap-3">
        <label className="sr-only" htmlFor="product-search">
          Search products
        </label>
        <input
          id="product-search"
          name="q"
          type="search"
          defaultValue={search.q}
          placeholder="Search by name"
          className="rounded-md border border-slate-300 px-3 py-2"
        />
        <label className="sr-only" htmlFor="product-category">
          Category
        </label>
        <select
          id="product-category"
          name="category"
          defaultValue={search.category ?? ""}
          className="rounded-md border border-slate-300 px-3 py-2"
        >
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </select>
        <label className="sr-only" htmlFor="product-stock">
          Stock
        </label>
        <select
          id="product-stock"
          name="stock"
          defaultValue={stock}
          className="rounded-md border border-slate-300 px-3 py-2"
        >
          {STOCK_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
          Filter
        </button>
      </form>
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
