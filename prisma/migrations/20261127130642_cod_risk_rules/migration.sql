-- CreateEnum
CREATE TYPE "CodRiskOutcome" AS ENUM ('allow', 'fee', 'prepaid_only');

-- CreateTable
CREATE TABLE "cod_risk_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "minShipments" INTEGER NOT NULL DEFAULT 20,
    "feeAtReturnRate" INTEGER NOT NULL DEFAULT 25,
    "prepaidOnlyAtReturnRate" INTEGER NOT NULL DEFAULT 40,
    "feeAfterMissedOrders" INTEGER NOT NULL DEFAULT 1,
    "prepaidOnlyAfterMissedOrders" INTEGER NOT NULL DEFAULT 2,
    "firstOrderFeeAbove" DECIMAL(10,2) NOT NULL DEFAULT 5000,
    "prepaidOnlyAbove" DECIMAL(10,2) NOT NULL DEFAULT 20000,
    "riskFee" DECIMAL(10,2) NOT NULL DEFAULT 50,
    "refuseUnreachable" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "updatedById" TEXT,

    CONSTRAINT "cod_risk_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cod_risk_decisions" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "orderId" TEXT,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "outcome" "CodRiskOutcome" NOT NULL,
    "reasons" TEXT[],
    "explanation" TEXT,
    "fee" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "inputs" JSONB NOT NULL,
    "thresholds" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cod_risk_decisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "cod_risk_decisions_orderId_key" ON "cod_risk_decisions"("orderId");

-- CreateIndex
CREATE INDEX "cod_risk_decisions_createdAt_idx" ON "cod_risk_decisions"("createdAt");

-- CreateIndex
CREATE INDEX "shipments_pincode_outcome_idx" ON "shipments"("pincode", "outcome");

-- AddForeignKey
ALTER TABLE "cod_risk_decisions" ADD CONSTRAINT "cod_risk_decisions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cod_risk_decisions" ADD CONSTRAINT "cod_risk_decisions_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
