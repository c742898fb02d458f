import Link from "next/link";
import { TodaysWork } from "@/components/admin/todays-work";
import { dashboardSummary } from "@/lib/admin/dashboard";
import { todaysWork } from "@/lib/admin/todays-work";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { centipaiseToPaise, formatCentipaise, monthlyMessageCosts } from "@/lib/messaging/costs";
import { formatRupees } from "@/lib/money";

export const metadata = { title: "Dashboard" };

export default async function AdminDashboard() {
  await requireAdminPage();
  const [work, summary, messageCosts] = await Promise.all([todaysWork(), dashboardSummary(), monthlyMessageCosts()]);
  const tiles = [
    { label: "Orders today", value: String(summary.today.orders) },
    { label: "Revenue today", value: formatRupees(summary.today.revenue) },
    { label: "Orders this week", value: String(summary.week.orders) },
    { label: "Revenue this week", value: formatRupees(summary.week.revenue) },
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      <TodaysWork items={work} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-sm text-slate-600">{tile.label}</p>
            <p className="text-2xl font-bold text-slate-900">{tile.value}</p>
          </li>
        ))}
      </ul>
      <p className="text-slate-700">
        Hear of each new order, or get a summary every morning, by e-mail or WhatsApp:{" "}
        <Link href="/admin/alerts" className="font-semibold text-brand-700 hover:underline">
          choose your alerts
        </Link>
        .
      </p>
      <MessageCosts costs={messageCosts} />
      <div className="grid gap-6 md:grid-cols-2">
        <StockList title="Low stock" products={summary.lowStock} empty="No product is running low." />
        <StockList title="Out of stock" products={summary.outOfStock} empty="Everything is in stock." />
      </div>
    </div>
  );
}

/** This month's WhatsApp messages and SMS and what they cost, at the configured rates. */
function MessageCosts({ costs }: { costs: Awaited<ReturnType<typeof monthlyMessageCosts>> }) {
  const total = costs.reduce((sum, { centipaise }) => sum + centipaise, 0);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" data-testid="message-costs">
      <h2 className="text-xl font-semibold">Messages this month</h2>
      <ul className="mt-2 text-slate-700">
        {costs.map(({ channel, messages, centipaise }) => (
          <li key={channel}>
            {channel === "WHATSAPP" ? "WhatsApp" : "SMS"}: {messages} sent, {formatCentipaise(centipaise)}
          </li>
        ))}
      </ul>
      <p className="mt-2 font-semibold">Total: {formatRupees(centipaiseToPaise(total))}</p>
    </section>
  );
}

function StockList({
  title,
  products,
  empty,
}: {
  title: string;
  products: { id: string; name: string; stockQuantity: number }[];
  empty: string;
}) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-xl font-semibold">
        {title} ({products.length})
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {products.map((product) => (
            <li key={product.id} className="flex justify-between py-2 text-sm">
              <Link href={`/admin/products/${product.id}`} className="font-medium text-brand-700 hover:underline">
                {product.name}
              </Link>
              <span>{product.stockQuantity} left</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
