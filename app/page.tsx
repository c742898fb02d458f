import Link from "next/link";
import { connection } from "next/server";
import { ProductCard } from "@/components/product/product-card";
import { listNewArrivals } from "@/lib/catalog/products";

export default async function HomePage() {
  // Rendered per request: the catalogue changes without a redeploy.
  await connection();
  const newArrivals = await listNewArrivals(4);

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-2xl text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">
            Maths you can hold, play and understand
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Card games, board games and hands-on kits that turn trigonometry, algebra and geometry into play — for
            children who learn by doing, and the parents and teachers who help them.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/shop"
              className="rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700"
            >
              Shop Now
            </Link>
            <Link
              href="/about"
              className="rounded-md border border-brand-600 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Read Our Story
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="new-arrivals" className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="new-arrivals" className="text-2xl font-bold text-slate-900">
            New Arrivals
          </h2>
          <Link href="/shop" className="font-semibold text-brand-700 hover:underline">
            View All
          </Link>
        </div>
        {newArrivals.length === 0 ? (
          <p className="mt-6 text-slate-600">New toys are on their way. Check back soon!</p>
        ) : (
          <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-4">
            {newArrivals.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
