-- CreateEnum
CREATE TYPE "QuoteStatus" AS ENUM ('REQUESTED', 'PRICED', 'SENT', 'ACCEPTED', 'WITHDRAWN');

-- CreateEnum
CREATE TYPE "BankTransferSource" AS ENUM ('MANUAL', 'STATEMENT');

-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'bank_transfer';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "transferReference" TEXT;

-- CreateTable
CREATE TABLE "quotes" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "QuoteStatus" NOT NULL DEFAULT 'REQUESTED',
    "number" TEXT,
    "organisation" TEXT NOT NULL,
    "neededBy" DATE,
    "notes" TEXT,
    "address" JSONB NOT NULL,
    "businessBuyer" JSONB,
    "shipping" DECIMAL(10,2),
    "validUntil" DATE,
    "terms" TEXT,
    "purchaseOrder" TEXT,
    "sentAt" TIMESTAMP(3),
    "acceptedAt" TIMESTAMP(3),
    "orderId" TEXT,
    "locale" "StoreLocale" NOT NULL DEFAULT 'en',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quote_lines" (
    "id" TEXT NOT NULL,
    "quoteId" TEXT NOT NULL,
    "productId" TEXT,
    "name" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPrice" DECIMAL(10,2) NOT NULL,
    "discount" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "hsnCode" TEXT NOT NULL,
    "gstRate" INTEGER NOT NULL,

    CONSTRAINT "quote_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bank_transfers" (
    "id" TEXT NOT NULL,
    "utr" TEXT NOT NULL,
    "amount" DECIMAL(12,2) NOT NULL,
    "receivedOn" DATE NOT NULL,
    "payerName" TEXT,
    "narration" TEXT,
    "source" "BankTransferSource" NOT NULL,
    "orderId" TEXT,
    "matchedAt" TIMESTAMP(3),
    "matchedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bank_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "quotes_number_key" ON "quotes"("number");

-- CreateIndex
CREATE UNIQUE INDEX "quotes_orderId_key" ON "quotes"("orderId");

-- CreateIndex
CREATE INDEX "quotes_userId_createdAt_idx" ON "quotes"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "quotes_status_createdAt_idx" ON "quotes"("status", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "quote_lines_quoteId_idx" ON "quote_lines"("quoteId");

-- CreateIndex
CREATE UNIQUE INDEX "bank_transfers_utr_key" ON "bank_transfers"("utr");

-- CreateIndex
CREATE INDEX "bank_transfers_orderId_idx" ON "bank_transfers"("orderId");

-- CreateIndex
CREATE INDEX "bank_transfers_matchedAt_idx" ON "bank_transfers"("matchedAt");

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "quotes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_productId_fkey" FOREIGN KEY ("productId") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_matchedById_fkey" FOREIGN KEY ("matchedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A quoted line has units, and its discount is at most what the units cost
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quantity_positive" CHECK ("quantity" > 0);
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_discount_within_line"
  CHECK ("discount" >= 0 AND "discount" <= "unitPrice" * "quantity");
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_shipping_not_negative" CHECK ("shipping" IS NULL OR "shipping" >= 0);

-- A received transfer is money in
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_amount_positive" CHECK ("amount" > 0);
