import { AdminListLoading } from "@/components/admin/list-loading";

export default function AdminBankTransfersLoading() {
  return <AdminListLoading label="Loading bank transfers…" />;
}
