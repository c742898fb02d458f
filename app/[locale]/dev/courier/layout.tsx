import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { hasCourierSimulator } from "@/lib/shipping/simulated";

export const metadata: Metadata = {
  title: { default: "Simulated courier", template: "%s | Simulated courier" },
  robots: { index: false },
};
// Read at request time: the simulator's address is known only when the server runs.
export const dynamic = "force-dynamic";

/** Development only: a 404 unless the Shiprocket simulator runs (never on a public store, lib/env.ts). */
export default function DevCourierLayout({ children }: { children: ReactNode }) {
  if (!hasCourierSimulator()) notFound();
  return <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">{children}</div>;
}
