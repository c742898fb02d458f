-- CreateEnum
CREATE TYPE "OperatorAlertFrequency" AS ENUM ('each', 'daily', 'off');

-- AlterEnum (PostgreSQL 12 and newer take several new values in one transaction)
ALTER TYPE "ConsentPurpose" ADD VALUE 'operator_email_alerts';
ALTER TYPE "ConsentPurpose" ADD VALUE 'operator_whatsapp_alerts';

-- CreateTable
CREATE TABLE "operator_alerts" (
    "userId" TEXT NOT NULL,
    "newOrders" "OperatorAlertFrequency" NOT NULL DEFAULT 'off',
    "byEmail" BOOLEAN NOT NULL DEFAULT false,
    "byWhatsApp" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "operator_alerts_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "operator_alerts_newOrders_idx" ON "operator_alerts"("newOrders");

-- AddForeignKey
ALTER TABLE "operator_alerts" ADD CONSTRAINT "operator_alerts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
