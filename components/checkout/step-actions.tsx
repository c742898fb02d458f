import type { ReactNode } from "react";

/** A checkout step's footer: Back to the previous step, and the step's own forward button. */
export function StepActions({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <button type="button" onClick={onBack} className="rounded-md border border-slate-300 px-5 py-3 font-semibold">
        Back
      </button>
      {children}
    </div>
  );
}
