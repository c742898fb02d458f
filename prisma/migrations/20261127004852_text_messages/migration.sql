-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('whatsapp', 'sms');

-- CreateEnum
CREATE TYPE "TextMessageState" AS ENUM ('pending', 'sent', 'delivered', 'read', 'failed', 'withdrawn');

-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('whatsapp_updates', 'sms_updates');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "smsUpdates" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "whatsappUpdates" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "text_messages" (
    "id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "recipient" TEXT NOT NULL,
    "template" TEXT NOT NULL,
    "locale" "StoreLocale" NOT NULL,
    "parameters" JSONB NOT NULL,
    "state" "TextMessageState" NOT NULL DEFAULT 'pending',
    "providerId" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "errorCode" TEXT,
    "errorTitle" TEXT,
    "costCentipaise" INTEGER,
    "notBefore" TIMESTAMP(3) NOT NULL,
    "fallbackForId" TEXT,
    "userId" TEXT,
    "orderId" TEXT,
    "sentAt" TIMESTAMP(3),
    "deliveredAt" TIMESTAMP(3),
    "readAt" TIMESTAMP(3),
    "failedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "text_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "inbound_text_messages" (
    "id" TEXT NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "sender" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT,
    "payload" TEXT,
    "contextId" TEXT,
    "receivedAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbound_text_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "consent_records" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "purpose" "ConsentPurpose" NOT NULL,
    "granted" BOOLEAN NOT NULL,
    "wording" TEXT NOT NULL,
    "locale" "StoreLocale" NOT NULL,
    "source" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "text_messages_key_key" ON "text_messages"("key");

-- CreateIndex
CREATE UNIQUE INDEX "text_messages_providerId_key" ON "text_messages"("providerId");

-- CreateIndex
CREATE UNIQUE INDEX "text_messages_fallbackForId_key" ON "text_messages"("fallbackForId");

-- CreateIndex
CREATE INDEX "text_messages_orderId_createdAt_idx" ON "text_messages"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "text_messages_recipient_createdAt_idx" ON "text_messages"("recipient", "createdAt");

-- CreateIndex
CREATE INDEX "text_messages_createdAt_idx" ON "text_messages"("createdAt");

-- CreateIndex
CREATE INDEX "inbound_text_messages_sender_receivedAt_idx" ON "inbound_text_messages"("sender", "receivedAt");

-- CreateIndex
CREATE INDEX "consent_records_userId_purpose_createdAt_idx" ON "consent_records"("userId", "purpose", "createdAt");

-- AddForeignKey
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_fallbackForId_fkey" FOREIGN KEY ("fallbackForId") REFERENCES "text_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
