import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminBlogLoading() {
  return <AdminListLoading label="Loading blog posts…" />;
}
