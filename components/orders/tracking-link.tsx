import { useTranslations } from "next-intl";
import { hiddenText } from "@/components/ui/hidden-text";
import { trackingLink } from "@/lib/orders/couriers";

/** "Track with Delhivery": the courier's own tracking page, when the store knows the courier. */
export function TrackingLink({
  courier,
  trackingNumber,
  className = "",
}: {
  courier: string | null;
  trackingNumber: string | null;
  className?: string;
}) {
  const t = useTranslations("orders.detail");
  const href = trackingLink(courier, trackingNumber);
  if (!href || !courier) return null;
  return (
    <p className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
        {t.rich("trackWith", { courier, hidden: hiddenText })}
      </a>
    </p>
  );
}
