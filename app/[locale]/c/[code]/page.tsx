import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { trackingPathOfCode } from "@/lib/orders/cod-confirmation/short-link";

// A link per order, from an SMS: looked up for each request, never cached or indexed.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** `/c/{code}`: the SMS's short link to a cash on delivery order's tracking page, where it is confirmed. */
export default async function ConfirmationShortLink({ params }: { params: Promise<{ code: string }> }) {
  const path = await trackingPathOfCode((await params).code);
  if (!path) notFound();
  redirect(path);
}
