-- CreateEnum
CREATE TYPE "RefundDestination" AS ENUM ('upi', 'bank_account');

-- AlterTable
ALTER TABLE "return_requests" ADD COLUMN     "refundDetails" TEXT,
ADD COLUMN     "refundDetailsHint" TEXT,
ADD COLUMN     "refundMethod" "RefundDestination";
