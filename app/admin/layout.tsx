import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { requireAdminPage } from "@/lib/auth/admin-session";

export const metadata: Metadata = { title: { default: "Admin", template: "%s | Admin" }, robots: { index: false } };

/** The operators' area: a 404 for everyone but a signed-in admin. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminNav />
      {children}
    </div>
  );
}
