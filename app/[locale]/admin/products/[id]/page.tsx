import { StorefrontLink } from "@/components/admin/storefront-link";
import { notFound } from "next/navigation";
import { ProductForm } from "@/components/admin/product-form";
import { ActivitySheetForm } from "@/components/admin/activity-sheet-form";
import { LearningLinkForm } from "@/components/admin/learning-link-form";
import { StockControls } from "@/components/admin/stock-controls";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listCategories } from "@/lib/catalog/admin-product-list";
import { findProductForAdmin } from "@/lib/catalog/admin-products";
import { productFormValues } from "@/lib/catalog/product-form-values";
import { listProductLinks, listTopicsForAdmin } from "@/lib/learning/admin-learning";
import {
  addStockAction,
  deleteProductAction,
  markOutOfStockAction,
  saveProductAction,
  setStockAction,
} from "../actions";
import {
  removeActivitySheetAction,
  removeLearningLinkAction,
  saveActivitySheetAction,
  saveLearningLinkAction,
} from "../learning-actions";

export const metadata = { title: "Edit product" };

export default async function EditProductPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ created?: string }>;
}) {
  await requireAdminPage();
  const { id } = await params;
  const product = await findProductForAdmin(id);
  if (!product) notFound();
  const { created } = await searchParams;
  const [links, topics] = await Promise.all([listProductLinks(product.id), listTopicsForAdmin()]);
  const saveLink = saveLearningLinkAction.bind(null, product.id);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{product.name}</h1>
        <StorefrontLink href={`/shop/${product.id}`}>View in shop</StorefrontLink>
      </div>
      {created && (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-800">
          Product created
        </p>
      )}
      <StockControls
        stockQuantity={product.stockQuantity}
        inStock={product.inStock}
        setStock={setStockAction.bind(null, product.id)}
        addStock={addStockAction.bind(null, product.id)}
        markOutOfStock={markOutOfStockAction.bind(null, product.id)}
        remove={deleteProductAction.bind(null, product.id)}
      />
      <ProductForm
        action={saveProductAction.bind(null, product.id)}
        values={productFormValues(product)}
        categories={await listCategories()}
      />
      <section aria-labelledby="what-it-teaches" className="flex flex-col gap-3">
        <h2 id="what-it-teaches" className="text-xl font-semibold text-slate-900">
          What it teaches
        </h2>
        <p className="text-sm text-slate-600">
          The NCERT chapters and early-years skills this toy really helps with, each with a sentence on how that a
          parent could check against its description, and a printable activity sheet for each. Shown on its page and on
          the chapter&apos;s page on /learn.
        </p>
        {links.map((link) => (
          <div key={link.topic} className="flex flex-col gap-2">
            <LearningLinkForm
              save={saveLink}
              remove={removeLearningLinkAction.bind(null, product.id, link.topic)}
              link={link}
              topics={topics}
            />
            <ActivitySheetForm
              topicName={link.topicName}
              save={saveActivitySheetAction.bind(null, product.id, link.topic)}
              remove={link.sheet ? removeActivitySheetAction.bind(null, product.id, link.topic) : undefined}
              sheet={link.sheet}
            />
          </div>
        ))}
        <LearningLinkForm
          // A new form once a link is added: the one just saved is listed above it.
          key={links.length}
          save={saveLink}
          topics={topics.filter((topic) => !links.some((link) => link.topic === topic.slug))}
        />
      </section>
    </div>
  );
}
