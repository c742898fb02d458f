import { GRIEVANCE_TIMELINES, type GrievanceOfficer } from "@/lib/grievance-officer";
import type { Locale } from "@/lib/i18n/locales";
import { telHref } from "@/lib/store-contact";

interface GrievanceLabels {
  heading: string;
  intro: string;
  name: string;
  designation: string;
  email: string;
  phone: string;
  timelines: string;
}

/** The section's words per language; the timelines are GRIEVANCE_TIMELINES (Rule 4(5)), said in each. */
const LABELS: Record<Locale, GrievanceLabels> = {
  en: {
    heading: "Grievance Officer",
    intro:
      "Under the Consumer Protection (E-Commerce) Rules, 2020, complaints about an order, a product or this website may be sent to our Grievance Officer. Please give your order number and what went wrong.",
    name: "Name",
    designation: "Designation",
    email: "E-mail",
    phone: "Phone",
    timelines: `We acknowledge every complaint within ${GRIEVANCE_TIMELINES.acknowledge} of receiving it and resolve it within ${GRIEVANCE_TIMELINES.resolve} of receiving it.`,
  },
  hi: {
    heading: "शिकायत अधिकारी",
    intro:
      "उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 [Consumer Protection (E-Commerce) Rules, 2020] के तहत, किसी ऑर्डर, उत्पाद या इस वेबसाइट के बारे में शिकायत हमारे शिकायत अधिकारी (Grievance Officer) को भेजी जा सकती है। कृपया अपना ऑर्डर नंबर लिखें और बताएँ कि क्या गड़बड़ हुई।",
    name: "नाम",
    designation: "पदनाम",
    email: "ई-मेल",
    phone: "फ़ोन",
    // GRIEVANCE_TIMELINES in Hindi: "48 hours" and "one month".
    timelines: "हम हर शिकायत मिलने के 48 घंटे के भीतर उसकी पावती देते हैं, और मिलने के एक महीने के भीतर उसका समाधान करते हैं।",
  },
};

/** /terms: the Grievance Officer and the complaint timelines (Consumer Protection (E-Commerce) Rules, 2020). */
export function GrievanceOfficerSection({ officer, locale }: { officer: GrievanceOfficer; locale: Locale }) {
  const labels = LABELS[locale];
  return (
    <section aria-labelledby="grievance-officer" className="mt-8 space-y-3">
      <h2 id="grievance-officer" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        {labels.heading}
      </h2>
      <p>{labels.intro}</p>
      <dl className="grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{labels.name}</dt>
        <dd className="font-medium">{officer.name}</dd>
        <dt className="text-slate-600">{labels.designation}</dt>
        <dd className="font-medium">{officer.designation}</dd>
        <dt className="text-slate-600">{labels.email}</dt>
        <dd className="font-medium">
          <a href={`mailto:${officer.email}`} className="text-brand-700 underline">
            {officer.email}
          </a>
        </dd>
        <dt className="text-slate-600">{labels.phone}</dt>
        <dd className="font-medium">
          <a href={telHref(officer.phone)} className="text-brand-700 underline">
            {officer.phone}
          </a>
        </dd>
      </dl>
      <p>{labels.timelines}</p>
    </section>
  );
}
