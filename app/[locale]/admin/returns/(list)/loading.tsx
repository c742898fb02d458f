import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminReturnsLoading() {
  return <AdminListLoading label="Loading returns…" />;
}
