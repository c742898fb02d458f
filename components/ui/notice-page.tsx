import type { ReactNode } from "react";

/** A page with one thing to say (not found, something went wrong) and the ways on from it. */
export function NoticePage({ title, message, children }: { title: string; message: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
