-- CreateEnum
CREATE TYPE "DeliveryInstructionAction" AS ENUM ('re-attempt', 'return');

-- CreateTable
CREATE TABLE "delivery_instructions" (
    "id" TEXT NOT NULL,
    "shipmentId" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "action" "DeliveryInstructionAction" NOT NULL,
    "preferredDate" DATE,
    "phone" TEXT,
    "landmark" TEXT,
    "answeredById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),
    "sendAttempts" INTEGER NOT NULL DEFAULT 0,
    "retryAt" TIMESTAMP(3),
    "lastError" TEXT,

    CONSTRAINT "delivery_instructions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "delivery_instructions_sentAt_idx" ON "delivery_instructions"("sentAt");

-- CreateIndex
CREATE UNIQUE INDEX "delivery_instructions_shipmentId_attempt_key" ON "delivery_instructions"("shipmentId", "attempt");

-- AddForeignKey
ALTER TABLE "delivery_instructions" ADD CONSTRAINT "delivery_instructions_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "shipments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "delivery_instructions" ADD CONSTRAINT "delivery_instructions_answeredById_fkey" FOREIGN KEY ("answeredById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
