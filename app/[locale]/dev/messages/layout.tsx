import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { hasSimulators } from "@/lib/messaging/simulated";

export const metadata: Metadata = {
  title: { default: "Simulated messages", template: "%s | Simulated messages" },
  robots: { index: false },
};
// Read at request time: the simulators' addresses are known only when the server runs.
export const dynamic = "force-dynamic";

/** Development only: a 404 unless a WhatsApp or SMS simulator runs (never on a public store, lib/env.ts). */
export default function DevMessagesLayout({ children }: { children: ReactNode }) {
  if (!hasSimulators()) notFound();
  return <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">{children}</div>;
}
