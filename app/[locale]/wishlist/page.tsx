import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { RequireLogin } from "@/components/session/require-login";
import { WishlistView } from "@/components/wishlist/wishlist-view";

export const metadata: Metadata = { title: "Wishlist", robots: { index: false } };

export default function WishlistPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-slate-600">
        <Link href="/" className="hover:underline">
          Home
        </Link>{" "}
        / <span aria-current="page">Wishlist</span>
      </nav>
      <h1 className="mb-6 text-3xl font-bold text-slate-900">My Wishlist</h1>
      <RequireLogin>
        <WishlistView />
      </RequireLogin>
    </div>
  );
}
