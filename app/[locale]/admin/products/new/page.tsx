import { ProductForm } from "@/components/admin/product-form";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { listCategories } from "@/lib/catalog/admin-product-list";
import { NEW_PRODUCT_DECLARATIONS } from "@/lib/validation/product-declarations";
import { hindiFormValues } from "@/lib/validation/product-hindi";
import { saveProductAction } from "../actions";

export const metadata = { title: "New product" };

const EMPTY = {
  name: "",
  description: "",
  category: "",
  images: [],
  price: "",
  discountPrice: "",
  ageSuitability: "",
  rating: "",
  bestseller: false,
  brand: "",
  features: "",
  contents: "",
  materials: "",
  weight: "",
  dimensions: "",
  hsnCode: "",
  gstRate: "",
  date: "",
  declarations: NEW_PRODUCT_DECLARATIONS,
  hindi: hindiFormValues(null),
};

export default async function NewProductPage() {
  await requireAdminPage();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-3xl font-bold text-slate-900">New product</h1>
      <ProductForm
        action={saveProductAction.bind(null, null)}
        values={EMPTY}
        categories={await listCategories()}
        initialStock={{ stockQuantity: "0", inStock: true }}
      />
    </div>
  );
}
