-- AlterTable
ALTER TABLE "refunds" ADD COLUMN     "attempts" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "claimedUntil" TIMESTAMP(3),
ADD COLUMN     "lastError" TEXT,
ADD COLUMN     "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ALTER COLUMN "state" SET DEFAULT 'QUEUED';

-- CreateIndex
CREATE INDEX "refunds_state_nextAttemptAt_idx" ON "refunds"("state", "nextAttemptAt");

-- At most one refund per payment attempt that has not failed (Prisma's schema cannot express a
-- partial index): two cancellations, two instances or a retry can never refund one payment twice.
CREATE UNIQUE INDEX "refunds_one_open_per_payment_attempt" ON "refunds"("paymentAttemptId") WHERE "state" <> 'FAILED';
