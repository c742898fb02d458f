import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminQuotesLoading() {
  return <AdminListLoading label="Loading quotes…" />;
}
