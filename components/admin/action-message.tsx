import type { ActionResult } from "@/lib/admin/action-result";

/** The outcome of an admin form, announced to screen readers. */
export function ActionMessage({ result }: { result: ActionResult | null }) {
  if (!result) return null;
  return (
    <p
      role={result.ok ? "status" : "alert"}
      className={`rounded-md p-3 text-sm ${result.ok ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
    >
      {result.message}
    </p>
  );
}
