-- CreateEnum
CREATE TYPE "CreditEntryKind" AS ENUM ('ISSUE', 'REDEEM', 'REFUND', 'EXPIRE');

-- AlterEnum
ALTER TYPE "PaymentMethod" ADD VALUE 'credit';

-- AlterEnum
ALTER TYPE "RefundDestination" ADD VALUE 'store_credit';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "paidByCredit" DECIMAL(10,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "gift_cards" (
    "id" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "codeSealed" TEXT NOT NULL,
    "codeHint" TEXT NOT NULL,
    "value" DECIMAL(10,2) NOT NULL,
    "balance" DECIMAL(10,2) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "buyerId" TEXT,
    "recipientName" TEXT NOT NULL,
    "recipientEmail" TEXT NOT NULL,
    "senderName" TEXT NOT NULL,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "gift_cards_pkey" PRIMARY KEY ("id")
);

-- CreateEnum
CREATE TYPE "GiftCardPurchaseState" AS ENUM ('AWAITING_PAYMENT', 'PAID', 'FAILED');

-- CreateTable
CREATE TABLE "gift_card_purchases" (
    "id" TEXT NOT NULL,
    "buyerId" TEXT NOT NULL,
    "value" DECIMAL(10,2) NOT NULL,
    "recipientName" TEXT NOT NULL,
    "recipientEmail" TEXT NOT NULL,
    "senderName" TEXT NOT NULL,
    "message" TEXT,
    "locale" "StoreLocale" NOT NULL DEFAULT 'en',
    "state" "GiftCardPurchaseState" NOT NULL DEFAULT 'AWAITING_PAYMENT',
    "merchantOrderId" TEXT NOT NULL,
    "paymentExpiresAt" TIMESTAMP(3) NOT NULL,
    "paymentMode" TEXT,
    "transactionId" TEXT,
    "errorCode" TEXT,
    "receiptNumber" TEXT,
    "giftCardId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "paidAt" TIMESTAMP(3),

    CONSTRAINT "gift_card_purchases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gift_card_purchases_merchantOrderId_key" ON "gift_card_purchases"("merchantOrderId");

-- CreateIndex
CREATE UNIQUE INDEX "gift_card_purchases_receiptNumber_key" ON "gift_card_purchases"("receiptNumber");

-- CreateIndex
CREATE UNIQUE INDEX "gift_card_purchases_giftCardId_key" ON "gift_card_purchases"("giftCardId");

-- CreateIndex
CREATE INDEX "gift_card_purchases_state_paymentExpiresAt_idx" ON "gift_card_purchases"("state", "paymentExpiresAt");

-- CreateIndex
CREATE INDEX "gift_card_purchases_buyerId_createdAt_idx" ON "gift_card_purchases"("buyerId", "createdAt");

-- AddForeignKey
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "gift_cards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "store_credits" (
    "userId" TEXT NOT NULL,
    "balance" DECIMAL(10,2) NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "store_credits_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "credit_entries" (
    "id" TEXT NOT NULL,
    "kind" "CreditEntryKind" NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "balanceAfter" DECIMAL(10,2) NOT NULL,
    "giftCardId" TEXT,
    "userId" TEXT,
    "orderId" TEXT,
    "returnRequestId" TEXT,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_entries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "gift_cards_codeHash_key" ON "gift_cards"("codeHash");

-- CreateIndex
CREATE INDEX "gift_cards_expiresAt_idx" ON "gift_cards"("expiresAt");

-- CreateIndex
CREATE INDEX "credit_entries_giftCardId_createdAt_idx" ON "credit_entries"("giftCardId", "createdAt");

-- CreateIndex
CREATE INDEX "credit_entries_userId_createdAt_idx" ON "credit_entries"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "credit_entries_orderId_idx" ON "credit_entries"("orderId");

-- AddForeignKey
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "store_credits" ADD CONSTRAINT "store_credits_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "gift_cards"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_returnRequestId_fkey" FOREIGN KEY ("returnRequestId") REFERENCES "return_requests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- A balance never goes below zero nor, for a gift card, above its value, and a ledger row moves one
-- balance, gift card or store credit, by a positive amount.
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_balance_check" CHECK ("balance" >= 0 AND "balance" <= "value");
ALTER TABLE "store_credits" ADD CONSTRAINT "store_credits_balance_check" CHECK ("balance" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_paidByCredit_check" CHECK ("paidByCredit" >= 0 AND "paidByCredit" <= "amount");
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_amount_check" CHECK ("amount" > 0 AND "balanceAfter" >= 0);
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_one_balance_check" CHECK (("giftCardId" IS NULL) <> ("userId" IS NULL));
