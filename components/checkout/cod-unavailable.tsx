import { Button } from "@/components/ui/button";

/** Cash on delivery chosen for a pincode without it: said where it matters, with the way out. */
export function CodUnavailable({ pincode, onUsePhonePe }: { pincode: string; onUsePhonePe: () => void }) {
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="cod-unavailable"
    >
      <p role="status">Cash on delivery is not available for {pincode}. Pay online with PhonePe instead.</p>
      <Button variant="secondary" onClick={onUsePhonePe} className="self-start">
        Pay with PhonePe instead
      </Button>
    </div>
  );
}
