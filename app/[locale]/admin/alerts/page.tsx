import { OperatorAlertsForm } from "@/components/admin/operator-alerts-form";
import { PageHeader } from "@/components/admin/page-header";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { operatorAlertSettings } from "@/lib/operator-alerts/settings";
import { saveOperatorAlertsAction } from "./actions";

export const metadata = { title: "Alerts" };

/** The signed-in admin's own alerts of new orders: each one or a daily summary, by e-mail and/or WhatsApp. */
export default async function AdminAlerts() {
  const admin = await requireAdminPage();
  const settings = await operatorAlertSettings(admin.id);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Alerts" />
      <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="new-orders">
        <h2 id="new-orders" className="mb-1 text-xl font-semibold">
          New orders
        </h2>
        <p className="mb-4 text-slate-600">
          Your own alerts, to your account&rsquo;s e-mail and mobile: each new order as it is confirmed or paid, or a
          summary every morning. Ticking a channel is your consent to these messages on it; it is recorded, and you can
          change it here at any time. WhatsApp alerts of orders that come in at night wait until 9 am; the e-mail goes
          at once. The store&rsquo;s inbox gets its own copy of each order, cancellation, return request and failed
          delivery whatever you choose here.
        </p>
        <OperatorAlertsForm action={saveOperatorAlertsAction} settings={settings} />
      </section>
    </div>
  );
}
