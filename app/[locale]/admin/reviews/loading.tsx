import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminReviewsLoading() {
  return <AdminListLoading label="Loading reviews…" />;
}
