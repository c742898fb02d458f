-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "courier" TEXT,
ADD COLUMN     "trackingNumber" TEXT;
