import Link from "next/link";
import { dashboardSummary } from "@/lib/admin/dashboard";
import { requireAdminPage } from "@/lib/auth/admin-session";
import { centipaiseToPaise, formatCentipaise, monthlyMessageCosts } from "@/lib/messaging/costs";
import { formatRupees } from "@/lib/money";

export const metadata = { title: "Dashboard" };

export default async function AdminDashboard() {
  await requireAdminPage();
  const [summary, messageCosts] = await Promise.all([dashboardSummary(), monthlyMessageCosts()]);
  const tiles = [
    { label: "Orders today", value: String(summary.today.orders) },
    { label: "Revenue today", value: formatRupees(summary.today.revenue) },
    { label: "Orders this week", value: String(summary.week.orders) },
    { label: "Revenue this week", value: formatRupees(summary.week.revenue) },
  ];
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-bold text-slate-900">Dashboard</h1>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-sm text-slate-600">{tile.label}</p>
            <p className="text-2xl font-bold text-slate-900">{tile.value}</p>
          </li>
        ))}
      </ul>
      <section className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 className="text-xl font-semibold">What waits</h2>
        <p className="mt-2 text-slate-700">
          {summary.toPack} {summary.toPack === 1 ? "order" : "orders"} placed and not yet packed.{" "}
          <Link href="/admin/orders?status=ORDER_PLACED" className="font-semibold text-brand-700 hover:underline">
            Open them
          </Link>
        </p>
        <p className="mt-2 text-slate-700">
          {summary.toConfirm} cash on delivery {summary.toConfirm === 1 ? "order waits" : "orders wait"} for the
          customer&apos;s confirmation (call them, or they are cancelled unconfirmed).{" "}
          <Link
            href="/admin/orders?status=AWAITING_CONFIRMATION"
            className="font-semibold text-brand-700 hover:underline"
          >
            Open the unconfirmed orders
          </Link>
        </p>
        <p className="mt-2 text-slate-700">
          {summary.toReview} return {summary.toReview === 1 ? "request waits" : "requests wait"} to be reviewed.{" "}
          <Link href="/admin/returns?status=REQUESTED" className="font-semibold text-brand-700 hover:underline">
            Open the return requests
          </Link>
        </p>
        <p className="mt-2 text-slate-700">
          Hear of each new order, or get a summary every morning, by e-mail or WhatsApp:{" "}
          <Link href="/admin/alerts" className="font-semibold text-brand-700 hover:underline">
            choose your alerts
          </Link>
          .
        </p>
      </section>
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
