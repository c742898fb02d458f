/**
 * The funnel's counts: each step reached adds one to its day's count (India's day). Nothing else is
 * written, so the table holds no event, visitor or order that could be tied to a person.
 */
import "server-only";
import { indianIsoDay } from "../dates";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import { log } from "../log";
import { FUNNEL_STEPS, type FunnelStepName } from "./funnel-steps";

type Writer = Pick<Prisma.TransactionClient, "$executeRaw">;

/** Adds one to the count of each step in `steps` (a step named twice counts twice), on the day in India of `at`. */
export async function countSteps(
  steps: readonly FunnelStepName[],
  at: Date = new Date(),
  writer: Writer = db(),
): Promise<void> {
  // In the funnel's order, so that two reports counting the same steps lock their rows in the same order.
  const counted = FUNNEL_STEPS.map((step) => [step, steps.filter((named) => named === step).length] as const).filter(
    ([, times]) => times > 0,
  );
  if (counted.length === 0) return;
  const day = indianIsoDay(at);
  await writer.$executeRaw`
    INSERT INTO "funnel_day_counts" ("day", "step", "count")
    VALUES ${Prisma.join(counted.map(([step, times]) => Prisma.sql`(${day}::date, ${step}::"FunnelStep", ${times})`))}
    ON CONFLICT ("day", "step") DO UPDATE SET "count" = "funnel_day_counts"."count" + EXCLUDED."count"`;
}

/**
 * A step the server saw in a request it answers (a product added to a cart): a count that fails is
 * logged, never the request's failure.
 */
export async function countServerStep(step: FunnelStepName): Promise<void> {
  await countSteps([step]).catch((error: unknown) => log.error("funnel_count_failed", { step, error }));
}
