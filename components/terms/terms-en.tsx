import { Link } from "@/lib/i18n/navigation";
import { GrievanceOfficerSection } from "@/components/terms/grievance-officer";
import { env } from "@/lib/env";
import { site } from "@/lib/site";

const FAQ = [
  {
    question: "How soon will my order be shipped?",
    answer:
      "We ship every order within 7 days of the order (or of the payment, for online payments) by registered domestic courier or Speed Post from our warehouse in Jodhpur.",
  },
  {
    question: "Can I cancel my order?",
    answer:
      "Yes, within 15 days of ordering. Once an order has been handed to the courier we may have to refuse the cancellation; you can then return it under our refund policy.",
  },
  {
    question: "What if my toy arrives damaged?",
    answer:
      "Tell us within 15 days of delivery, with a photo of the damage, and we will replace the toy or refund you.",
  },
  {
    question: "When will I get my refund?",
    answer:
      "Approved refunds are paid within 15 days, to the original payment method for online payments or to your bank account for cash on delivery orders.",
  },
] as const;

/** /terms in English: the terms of sale, the policies, the Grievance Officer and the FAQ. */
export function TermsEn() {
  return (
    <>
      <section aria-labelledby="terms" className="mt-8 space-y-3">
        <h2 id="terms" className="text-2xl font-bold text-slate-900">
          Terms &amp; Conditions
        </h2>
        <p>
          These terms apply to every purchase from {site.name}. Prices are in Indian rupees and include applicable
          taxes; shipping is shown before you pay. We deliver within India only. An order is a contract once we confirm
          it; we may refuse or cancel an order when a product turns out to be unavailable or mispriced, and refund
          anything you paid.
        </p>
      </section>

      <section aria-labelledby="privacy" className="mt-8 space-y-3">
        <h2 id="privacy" className="text-2xl font-bold text-slate-900">
          Privacy Policy
        </h2>
        <p>
          We collect your name, e-mail address, phone number and delivery address to fulfil your orders and answer your
          messages. Passwords are stored only as one-way hashes. Online payments are handled by PhonePe; we never see or
          store your card or bank details. We do not sell your information, and share it only with the courier that
          delivers your order and the payment provider that processes it.
        </p>
        <p>
          To learn how the shop is used and how quickly its pages load, your browser tells our own server, and no one
          else, when a product page is shown and which checkout steps you reach, and for a sample of visits how fast the
          page loaded and answered your clicks. These reports set no cookie and are stored without anything that
          identifies you: no name, account, IP address or page address. We keep only a daily total for each step, for
          400 days, and the speed measurements for 90 days.
        </p>
      </section>

      <section aria-labelledby="refunds" className="mt-8 space-y-3">
        <h2 id="refunds" className="text-2xl font-bold text-slate-900">
          Refund and Cancellation Policy
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            Orders can be cancelled only within 15 days of the order, and cancellation may be refused once shipping has
            started.
          </li>
          <li>
            Refunds and exchanges are accepted within 15 days of purchase for items unused and in their original
            packaging.
          </li>
          <li>Damaged items must be reported within 15 days.</li>
          <li>Approved refunds are paid within 15 days.</li>
        </ul>
      </section>

      <section aria-labelledby="shipping" className="mt-8 space-y-3">
        <h2 id="shipping" className="text-2xl font-bold text-slate-900">
          Shipping Policy
        </h2>
        <p>
          Goods are shipped within 7 days of the order or payment by registered domestic courier or Speed Post, to
          serviceable pincodes across India. Delivery times and charges depend on the destination and weight and are
          shown before you order.
        </p>
      </section>

      <GrievanceOfficerSection officer={env().grievanceOfficer} locale="en" />

      <section aria-labelledby="faq" className="mt-10">
        <h2 id="faq" className="text-2xl font-bold text-slate-900">
          Frequently asked questions
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group p-4">
              <summary className="cursor-pointer font-semibold text-slate-900">{question}</summary>
              <p className="mt-2 text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <p className="mt-10">
        Questions about these policies?{" "}
        <Link href="/contact" className="font-semibold text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    </>
  );
}
