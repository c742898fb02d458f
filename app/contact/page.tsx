import type { Metadata } from "next";
import { connection } from "next/server";
import { BusinessHours } from "@/components/contact/business-hours";
import { ContactForm } from "@/components/forms/contact-form";

export const metadata: Metadata = {
  title: "Contact us",
  description: "Questions about a toy, an order or a return? Write to the GanitPlay team in Jodhpur.",
  alternates: { canonical: "/contact" },
};

export default async function ContactPage() {
  // Rendered per request: whether the store is open depends on the time in India now.
  await connection();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">Contact us</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Questions about a toy, an order or a return? Write to us and our team in Jodhpur will reply within one working
        day.
      </p>
      <div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="message-form">
          <h2 id="message-form" className="mb-4 text-xl font-bold text-slate-900">
            Send us a message
          </h2>
          <ContactForm />
        </section>
        <BusinessHours now={new Date()} />
      </div>
    </div>
  );
}
