-- CreateEnum
CREATE TYPE "StoreLocale" AS ENUM ('en', 'hi');

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" "StoreLocale" NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "locale" "StoreLocale" NOT NULL DEFAULT 'en';
