-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "businessBuyer" JSONB,
ADD COLUMN     "purchaseOrder" TEXT;

-- CreateTable
CREATE TABLE "business_profiles" (
    "userId" TEXT NOT NULL,
    "legalName" TEXT NOT NULL,
    "gstin" TEXT NOT NULL,
    "street" TEXT NOT NULL,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "pincode" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "business_profiles_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "business_profiles_gstin_idx" ON "business_profiles"("gstin");

-- AddForeignKey
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
