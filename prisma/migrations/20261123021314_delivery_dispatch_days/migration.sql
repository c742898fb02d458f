-- AlterTable
ALTER TABLE "delivery_settings" ADD COLUMN     "dispatchDays" INTEGER NOT NULL DEFAULT 1;
