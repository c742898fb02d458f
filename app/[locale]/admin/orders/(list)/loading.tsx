import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminOrdersLoading() {
  return <AdminListLoading label="Loading orders…" />;
}
