/** The cash on delivery rules' latest decisions, for the operator to see why each went as it did. */
import "server-only";
import { db } from "../../db";
import { displayName } from "../../delivery/rules";
import { formatRupees } from "../../money";
import type { RatedCod } from "./cod-risk";
import type { ParcelRecord } from "./inputs";

export function latestDecisions(take = 50) {
  return db().codRiskDecision.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      orderId: true,
      paymentMethod: true,
      outcome: true,
      reasons: true,
      explanation: true,
      inputs: true,
      createdAt: true,
      user: { select: { name: true } },
    },
  });
}

export type LatestDecision = Awaited<ReturnType<typeof latestDecisions>>[number];

/** What a decision read, in a line: "Pincode 560901: 9 of 20 back · Risk Test North: 9 of 24 back · …". */
export function describeInputs(inputs: unknown): string {
  const { history, pincode, orderValue, unreachable } = inputs as RatedCod["inputs"];
  const back = ({ returned, finished }: ParcelRecord) => `${returned} of ${finished} back`;
  const { refused, unconfirmed, delivered } = history.customer;
  return [
    `Pincode ${pincode}: ${back(history.pincode)}`,
    history.area && `${displayName(history.area.district)}: ${back(history.area)}`,
    `customer: ${refused} refused, ${unconfirmed} unconfirmed, ${delivered} delivered`,
    formatRupees(orderValue),
    unreachable ? `unreachable ${unreachable}` : "contact usable",
  ]
    .filter(Boolean)
    .join(" · ");
}
