import { ButtonLink } from "@/components/ui/button";

export default function ProductNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Product Not Found</h1>
      <p className="mt-4 text-slate-600">This toy is no longer in our catalogue, or the link is mistyped.</p>
      <ButtonLink href="/shop" size="lg" className="mt-8">
        Back to Shop
      </ButtonLink>
    </section>
  );
}
