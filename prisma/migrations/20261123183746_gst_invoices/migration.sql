-- CreateEnum
CREATE TYPE "TaxDocumentKind" AS ENUM ('INVOICE', 'CREDIT_NOTE');

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "gstRate" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "hsnCode" TEXT NOT NULL DEFAULT '9503';

-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "gstRate" INTEGER NOT NULL DEFAULT 5,
ADD COLUMN     "hsnCode" TEXT NOT NULL DEFAULT '9503';

-- CreateTable
CREATE TABLE "tax_documents" (
    "id" TEXT NOT NULL,
    "kind" "TaxDocumentKind" NOT NULL,
    "number" TEXT NOT NULL,
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "sequence" INTEGER NOT NULL,
    "orderId" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "snapshot" JSONB NOT NULL,

    CONSTRAINT "tax_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tax_document_counters" (
    "series" TEXT NOT NULL,
    "financialYear" TEXT NOT NULL,
    "lastSequence" INTEGER NOT NULL,

    CONSTRAINT "tax_document_counters_pkey" PRIMARY KEY ("series","financialYear")
);

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents"("number");

-- CreateIndex
CREATE INDEX "tax_documents_orderId_issuedAt_idx" ON "tax_documents"("orderId", "issuedAt");

-- CreateIndex
CREATE INDEX "tax_documents_issuedAt_idx" ON "tax_documents"("issuedAt");

-- CreateIndex
CREATE UNIQUE INDEX "tax_documents_series_financialYear_sequence_key" ON "tax_documents"("series", "financialYear", "sequence");

-- AddForeignKey
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Written by hand (Prisma's schema cannot say these):
-- one tax invoice per order (credit notes may be many),
CREATE UNIQUE INDEX "tax_documents_one_invoice_per_order" ON "tax_documents"("orderId") WHERE "kind" = 'INVOICE';

-- and a product's tax fields stay within what lib/tax/rates.ts accepts.
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("gstRate" IN (0, 5, 12, 18, 28));
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_digits" CHECK ("hsnCode" ~ '^[0-9]{4,8}$');
