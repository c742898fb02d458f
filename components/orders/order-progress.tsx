import { ORDER_PROGRESS, progressPercent } from "@/lib/orders/order-view";

/** The status tracker (SPEC §4); hidden for cancelled or unknown statuses. */
export function OrderProgress({ status }: { status: string }) {
  const percent = progressPercent(status);
  if (percent === 0) return null;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Order progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={status}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-green-600" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-2 hidden justify-between text-xs text-slate-600 sm:flex">
        {ORDER_PROGRESS.map((step, index) => (
          <li key={step} className={progressPercent(step) <= percent ? "font-semibold text-green-800" : undefined}>
            {index + 1}. {step}
          </li>
        ))}
      </ol>
    </div>
  );
}
