import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminProductsLoading() {
  return <AdminListLoading label="Loading products…" />;
}
