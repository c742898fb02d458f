-- CreateEnum
CREATE TYPE "StockAlertChannel" AS ENUM ('WHATSAPP', 'SMS', 'EMAIL');

-- CreateTable
CREATE TABLE "stock_alerts" (
    "id" TEXT NOT NULL,
    "productId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "channel" "StockAlertChannel" NOT NULL,
    "locale" "StoreLocale" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notifiedAt" TIMESTAMP(3),

    CONSTRAINT "stock_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stock_alerts_userId_idx" ON "stock_alerts"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "stock_alerts_productId_userId_key" ON "stock_alerts"("productId", "userId");

-- AddForeignKey
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The sweep reads only the alerts still waiting (lib/catalog/stock-alerts.ts).
CREATE INDEX "stock_alerts_waiting_idx" ON "stock_alerts"("productId") WHERE "notifiedAt" IS NULL;
