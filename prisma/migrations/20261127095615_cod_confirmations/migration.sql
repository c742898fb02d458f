-- CreateEnum
CREATE TYPE "CodAnswer" AS ENUM ('confirmed', 'cancelled', 'expired', 'paid_online');

-- CreateEnum
CREATE TYPE "CodAnswerChannel" AS ENUM ('page', 'link', 'whatsapp', 'admin', 'system');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'Awaiting confirmation';

-- CreateTable
CREATE TABLE "cod_confirmations" (
    "orderId" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "remindAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "remindedAt" TIMESTAMP(3),
    "answer" "CodAnswer",
    "answeredVia" "CodAnswerChannel",
    "answeredAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cod_confirmations_pkey" PRIMARY KEY ("orderId")
);

-- CreateIndex
CREATE UNIQUE INDEX "cod_confirmations_code_key" ON "cod_confirmations"("code");

-- CreateIndex
CREATE INDEX "cod_confirmations_answer_expiresAt_idx" ON "cod_confirmations"("answer", "expiresAt");

-- CreateIndex
CREATE INDEX "cod_confirmations_answer_remindAt_idx" ON "cod_confirmations"("answer", "remindAt");

-- AddForeignKey
ALTER TABLE "cod_confirmations" ADD CONSTRAINT "cod_confirmations_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
