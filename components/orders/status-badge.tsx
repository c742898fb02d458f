import { useOrderTexts } from "./use-order-texts";

const TONES: Record<string, string> = {
  Delivered: "bg-green-100 text-green-800",
  Cancelled: "bg-red-100 text-red-800",
  "Payment Failed": "bg-red-100 text-red-800",
  "Awaiting Payment": "bg-amber-100 text-amber-900",
  "Awaiting confirmation": "bg-amber-100 text-amber-900",
};

/** An order's status, by the API's label, in the page's language. */
export function StatusBadge({ status }: { status: string }) {
  const texts = useOrderTexts();
  return (
    <span
      className={`rounded-full px-3 py-1 text-xs font-semibold ${TONES[status] ?? "bg-brand-50 text-brand-700"}`}
      data-testid="order-status"
    >
      {texts.status(status)}
    </span>
  );
}
