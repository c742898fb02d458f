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
  const href = trackingLink(courier, trackingNumber);
  if (!href) return null;
  return (
    <p className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
        Track with {courier}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
