/**
 * What the courier's tracking says, applied once: its new scans kept, the shipment's state, its
 * failed attempts and outcome, and the order moved along (lib/orders/status.ts, as the courier).
 * Always from the tracking API's answer, never from a webhook's body: a webhook only says when to
 * read it (./tracking-sweep.ts). Reading the same answer twice changes nothing the second time.
 */
import "server-only";
import type { ShipmentDirection, ShipmentOutcome, ShipmentState } from "../generated/prisma/enums";
import { lockOrder, transition, COURIER } from "../orders/lifecycle/transition";
import { runOrderTransaction } from "../orders/lifecycle/order-transaction";
import { movesTo } from "../orders/status";
import type { TrackingReport } from "./provider";
import { receiveReturnedParcel } from "./return-pickups";
import { ORDER_STATUS_OF_STATE, shipmentStateOf, UNDELIVERED_CODES } from "./scan-states";

function outcomeOf(state: ShipmentState, failedAttempts: number): ShipmentOutcome | null {
  if (state === "DELIVERED") return failedAttempts === 0 ? "DELIVERED_FIRST_ATTEMPT" : "DELIVERED_AFTER_NDR";
  if (state === "RTO_DELIVERED") return "RTO";
  if (state === "LOST") return "LOST";
  return null;
}

export interface AppliedTracking {
  state: ShipmentState;
  direction: ShipmentDirection;
  /** The order's move, when the scans made one. */
  moved: { from: string; to: string } | null;
}

export async function applyTracking(shipmentId: string, report: TrackingReport, now = new Date()) {
  const applied = await applyToShipment(shipmentId, report, now);
  // A reverse pickup at the store: its return is received (the return's own transaction, after this one).
  if (applied.state === "DELIVERED" && applied.direction === "RETURN") await receiveReturnedParcel(shipmentId);
  return applied;
}

function applyToShipment(shipmentId: string, report: TrackingReport, now: Date) {
  return runOrderTransaction(async (transaction): Promise<AppliedTracking> => {
    const { tx } = transaction;
    const shipment = await tx.shipment.findUniqueOrThrow({ where: { id: shipmentId } });
    // The order's lock first, as every order change takes it: two readings of one shipment queue here.
    const order = await lockOrder(transaction, shipment.orderId);
    await tx.shipmentScan.createMany({
      data: report.scans.map((scan) => ({ shipmentId, ...scan })),
      skipDuplicates: true,
    });
    const failed = report.scans.filter(
      (scan) => scan.statusCode !== null && UNDELIVERED_CODES.includes(scan.statusCode),
    );
    const lastFailure = failed.at(-1);
    const state = shipmentStateOf(report.statusCode) ?? shipment.state;
    await tx.shipment.update({
      where: { id: shipmentId },
      data: {
        state,
        deliveryAttempts: failed.length,
        ...(state === "UNDELIVERED" && lastFailure
          ? { ndrReason: lastFailure.activity || lastFailure.statusLabel, ndrRaisedAt: lastFailure.at }
          : {}),
        outcome: outcomeOf(state, failed.length) ?? shipment.outcome,
        expectedBy: report.expectedBy ?? shipment.expectedBy,
        trackedAt: now,
      },
    });
    // Due no more, unless a webhook came while this reading was under way: the next one reads that.
    await tx.shipment.updateMany({
      where: { id: shipmentId, trackingDueAt: { lte: now } },
      data: { trackingDueAt: null },
    });
    const target = shipment.direction === "FORWARD" ? ORDER_STATUS_OF_STATE[state] : undefined;
    const moves = target && target !== order.status ? (movesTo(order.status, target, "courier") ?? []) : [];
    const latest = report.scans.at(-1);
    const note = latest ? `${shipment.courierName ?? "Courier"}: ${latest.activity} (${latest.location})` : undefined;
    for (const to of moves) await transition(transaction, order.id, to, { actor: COURIER, note });
    return {
      state,
      direction: shipment.direction,
      moved: moves.length > 0 ? { from: order.status, to: moves.at(-1)! } : null,
    };
  });
}
