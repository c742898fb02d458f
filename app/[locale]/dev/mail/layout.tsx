import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { mailCatcherUrl } from "@/lib/mail/caught";

export const metadata: Metadata = {
  title: { default: "Caught e-mails", template: "%s | Caught e-mails" },
  robots: { index: false },
};
// Read at request time: the catcher's address is known only when the server runs.
export const dynamic = "force-dynamic";

/** Development only: a 404 unless a local mail catcher runs (never on a public store, lib/env.ts). */
export default function DevMailLayout({ children }: { children: ReactNode }) {
  if (!mailCatcherUrl()) notFound();
  return <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8">{children}</div>;
}
