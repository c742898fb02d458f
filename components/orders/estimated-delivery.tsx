import { describePromisedDelivery, type PromisedDelivery } from "@/lib/delivery/estimate";

/** The delivery checkout promised, the same words on the order list, the order page and its confirmation. */
export function EstimatedDelivery({ estimate, className }: { estimate: PromisedDelivery; className: string }) {
  return (
    <p className={className} data-testid="estimated-delivery">
      Estimated delivery: {describePromisedDelivery(estimate)}
    </p>
  );
}
