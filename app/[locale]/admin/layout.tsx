import type { Metadata } from "next";
import type { ReactNode } from "react";
import { AdminNav } from "@/components/admin/admin-nav";
import { withPageTexts } from "@/components/layout/page-texts";
import { currentAdmin, requireAdminPage } from "@/lib/auth/admin-session";

const ADMIN_METADATA: Metadata = { title: { default: "Admin", template: "%s | Admin" }, robots: { index: false } };

/**
 * Next.js keeps the layouts' metadata on the 404 it renders for a refused visitor: only an admin's
 * pages are titled as the admin area, so anyone else's 404 is the ordinary one, title included.
 */
export async function generateMetadata(): Promise<Metadata> {
  return (await currentAdmin()) ? ADMIN_METADATA : {};
}

/** The admin forms' field messages (the admin area is in English, as the shop's texts are written). */
const AdminTexts = withPageTexts(["validation"]);

/** The operators' area: a 404 for everyone but a signed-in admin. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  await requireAdminPage();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminNav />
      <AdminTexts>{children}</AdminTexts>
    </div>
  );
}
