import { ButtonLink } from "@/components/ui/button";

export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">The page you were looking for is not here. It may have moved.</p>
      <ButtonLink href="/shop" size="lg" className="mt-8">
        Back to Shop
      </ButtonLink>
    </section>
  );
}
