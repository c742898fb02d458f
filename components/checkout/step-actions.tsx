import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

/** A checkout step's footer: Back to the previous step, and the step's own forward button. */
export function StepActions({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const t = useTranslations("checkout");
  return (
    <div className="flex justify-between gap-3">
      <Button variant="secondary" size="lg" onClick={onBack}>
        {t("back")}
      </Button>
      {children}
    </div>
  );
}
