import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminPromotionsLoading() {
  return <AdminListLoading label="Loading promotions…" />;
}
