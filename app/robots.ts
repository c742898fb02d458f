import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/env";

/** Crawlers index the catalogue, blog and pages; not filtered listings, accounts or the API. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        "/shop?",
        "/api/",
        "/cart",
        "/place-order",
        "/orders",
        "/quotes",
        "/profile",
        "/wishlist",
        "/login",
        "/register",
        "/forgot-password",
        "/reset-password",
        "/verify-email",
        "/verify-phonepe",
        "/admin",
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
