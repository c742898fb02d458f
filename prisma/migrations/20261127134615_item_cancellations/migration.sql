-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "cancelledQuantity" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "itemCancellationId" TEXT;

-- CreateTable
CREATE TABLE "item_cancellations" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "lines" JSONB NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "item_cancellations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "item_cancellations_orderId_idx" ON "item_cancellations"("orderId");

-- AddForeignKey
ALTER TABLE "item_cancellations" ADD CONSTRAINT "item_cancellations_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_itemCancellationId_fkey" FOREIGN KEY ("itemCancellationId") REFERENCES "item_cancellations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One refund that has not failed per payment attempt and cause: the whole payment, a return, or
-- units cancelled before dispatch (lib/orders/lifecycle/refund-queue.ts).
DROP INDEX "refunds_one_open_per_payment_attempt_and_return";
CREATE UNIQUE INDEX "refunds_one_open_per_payment_attempt_and_cause" ON "refunds"("paymentAttemptId", COALESCE("returnRequestId", ''), COALESCE("itemCancellationId", '')) WHERE "state" <> 'FAILED';

-- A line whose every unit was cancelled keeps its row, with none left.
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_quantity_positive";
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_not_negative" CHECK ("quantity" >= 0 AND "cancelledQuantity" >= 0);
