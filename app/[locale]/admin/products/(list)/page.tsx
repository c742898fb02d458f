import Link from "next/link";
import { ActionMessage } from "@/components/admin/action-message";
import { PageHeader } from "@/components/admin/page-header";
import { AdminSearchForm } from "@/components/admin/search-form";
import { ProductThumb } from "@/components/product/product-thumb";
import { DataTable, type Column } from "@/components/ui/data-table";
import { inputClass } from "@/components/ui/input-class";
import { requireAdminPage } from "@/lib/auth/admin-session";
import type { ListParams } from "@/lib/admin/paging";
import {
  adminProductQuery,
  listCategories,
  listProductsForAdmin,
  STOCK_FILTERS,
  type StockFilter,
} from "@/lib/catalog/admin-product-list";
import { formatRupees } from "@/lib/money";

export const metadata = { title: "Products" };

const STOCK_LABELS: Record<StockFilter, string> = { all: "All stock", low: "Low stock", out: "Out of stock" };

type AdminProductRow = Awaited<ReturnType<typeof listProductsForAdmin>>[number];

const COLUMNS: Column<AdminProductRow>[] = [
  {
    header: "Product",
    cell: (product) => (
      <span className="flex items-center gap-3">
        <ProductThumb src={product.image} size={40} />
        <Link href={`/admin/products/${product.id}`} className="font-semibold text-brand-700 hover:underline">
          {product.name}
        </Link>
      </span>
    ),
  },
  { header: "Category", cell: (product) => product.category },
  { header: "Price", cell: (product) => formatRupees(product.discountPrice ?? product.price), className: "text-right" },
  { header: "Stock", cell: (product) => product.stockQuantity, className: "text-right" },
  {
    header: "Status",
    cell: (product) => (product.onSale ? "On sale" : <span className="font-semibold text-red-700">Out of stock</span>),
  },
  {
    header: "Declarations",
    cell: (product) =>
      product.missingDeclarations.length === 0 ? (
        "Complete"
      ) : (
        <span className="font-semibold text-amber-800">Missing {product.missingDeclarations.join(", ")}</span>
      ),
  },
  {
    header: "Hindi",
    cell: (product) =>
      product.missingHindi ? <span className="font-semibold text-amber-800">Missing name or description</span> : "Done",
  },
];

export default async function AdminProducts({ searchParams }: { searchParams: Promise<ListParams> }) {
  await requireAdminPage();
  const params = await searchParams;
  const query = adminProductQuery(params);
  const [products, categories] = await Promise.all([listProductsForAdmin(query), listCategories()]);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Products" newHref="/admin/products/new" newLabel="New product" />
      {params.deleted && <ActionMessage result={{ ok: true, message: "Product deleted" }} />}
      <AdminSearchForm action="/admin/products" label="Search products by name" q={query.search ?? ""}>
        <label className="sr-only" htmlFor="product-category">
          Category
        </label>
        <select
          id="product-category"
          name="category"
          defaultValue={query.category ?? ""}
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
        <select id="product-stock" name="stock" defaultValue={query.stock} className={inputClass + " w-auto"}>
          {STOCK_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {STOCK_LABELS[filter]}
            </option>
          ))}
        </select>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="hindi" value="missing" defaultChecked={query.missingHindi} /> Missing Hindi
        </label>
      </AdminSearchForm>
      <p className="text-sm">
        <Link href="/admin/products/categories" className="font-semibold text-brand-700 hover:underline">
          Category names in Hindi
        </Link>{" "}
        ·{" "}
        <Link href="/admin/products/import" className="font-semibold text-brand-700 hover:underline">
          Import or export products and stock as CSV
        </Link>
      </p>
      <p className="text-sm text-slate-600">{products.length} products</p>
      <DataTable columns={COLUMNS} rows={products} rowKey={(product) => product.id} empty="No products match." />
    </div>
  );
}
