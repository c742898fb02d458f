"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/quotes", label: "Quotes" },
  { href: "/admin/bank-transfers", label: "Bank transfers" },
  { href: "/admin/shipping", label: "Shipping" },
  { href: "/admin/invoices", label: "Invoices" },
  { href: "/admin/reviews", label: "Reviews" },
  { href: "/admin/returns", label: "Returns" },
  { href: "/admin/cod-rules", label: "COD rules" },
  { href: "/admin/promotions", label: "Promotions" },
  { href: "/admin/gift-cards", label: "Gift cards" },
  { href: "/admin/learning", label: "Learning map" },
  { href: "/admin/reports", label: "Reports" },
  { href: "/admin/alerts", label: "Alerts" },
  { href: "/admin/blog", label: "Blog" },
  { href: "/admin/sliders", label: "Banners" },
] as const;

export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="flex flex-wrap gap-1 border-b border-slate-200 pb-3">
      {LINKS.map((link) => {
        const active = link.href === "/admin" ? pathname === "/admin" : pathname.startsWith(link.href);
        return (
          <Link
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            className={`rounded-md px-3 py-2 text-sm font-semibold ${
              active ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"
            }`}
          >
            {link.label}
          </Link>
        );
      })}
    </nav>
  );
}
