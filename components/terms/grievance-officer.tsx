import { GRIEVANCE_TIMELINES, type GrievanceOfficer } from "@/lib/grievance-officer";
import { telHref } from "@/lib/store-contact";

/** /terms: the Grievance Officer and the complaint timelines (Consumer Protection (E-Commerce) Rules, 2020). */
export function GrievanceOfficerSection({ officer }: { officer: GrievanceOfficer }) {
  return (
    <section aria-labelledby="grievance-officer" className="mt-8 space-y-3">
      <h2 id="grievance-officer" className="scroll-mt-24 text-2xl font-bold text-slate-900">
        Grievance Officer
      </h2>
      <p>
        Under the Consumer Protection (E-Commerce) Rules, 2020, complaints about an order, a product or this website may
        be sent to our Grievance Officer. Please give your order number and what went wrong.
      </p>
      <dl className="grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">Name</dt>
        <dd className="font-medium">{officer.name}</dd>
        <dt className="text-slate-600">Designation</dt>
        <dd className="font-medium">{officer.designation}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="font-medium">
          <a href={`mailto:${officer.email}`} className="text-brand-700 underline">
            {officer.email}
          </a>
        </dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="font-medium">
          <a href={telHref(officer.phone)} className="text-brand-700 underline">
            {officer.phone}
          </a>
        </dd>
      </dl>
      <p>
        We acknowledge every complaint within {GRIEVANCE_TIMELINES.acknowledge} of receiving it and resolve it within{" "}
        {GRIEVANCE_TIMELINES.resolve} of receiving it.
      </p>
    </section>
  );
}
