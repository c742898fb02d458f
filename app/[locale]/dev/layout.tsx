import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { fromLoopbackPeer } from "@/lib/http/client-address";

/**
 * Every development page (/dev/...) answers only a client on this machine, whatever address the
 * store listens on: to anyone else it is the store's ordinary 404 (lib/http/client-address.js).
 */
export default async function DevPagesLayout({ children }: { children: ReactNode }) {
  if (!fromLoopbackPeer(await headers())) notFound();
  return children;
}
