import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminSlidersLoading() {
  return <AdminListLoading label="Loading banners…" />;
}
