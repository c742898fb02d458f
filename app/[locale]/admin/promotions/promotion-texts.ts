/** How the admin's promotion screens name what a promotion gives and when it runs. */
import { formatIndianDateTime } from "@/lib/dates";
import type { PromotionBenefit } from "@/lib/generated/prisma/enums";

export const BENEFIT_LABELS: Record<PromotionBenefit, string> = {
  PERCENT_OFF: "Percent off",
  AMOUNT_OFF: "Amount off",
  BUY_X_GET_Y: "Buy X get Y",
  QUANTITY_TIER: "Quantity tier",
  FREE_SHIPPING: "Free shipping",
};

/** "from 20 Oct 2026, 12:00 am until 27 Oct 2026, 11:59 pm", or "until paused". */
export function runsText({ startsAt, endsAt }: { startsAt: Date; endsAt: Date | null }): string {
  const until = endsAt === null ? "until paused" : `until ${formatIndianDateTime(endsAt)}`;
  return `from ${formatIndianDateTime(startsAt)} ${until}`;
}
