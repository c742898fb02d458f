-- CreateEnum
CREATE TYPE "CsvImportKind" AS ENUM ('products', 'stock');

-- CreateTable
CREATE TABLE "csv_imports" (
    "id" TEXT NOT NULL,
    "kind" "CsvImportKind" NOT NULL,
    "adminId" TEXT,
    "fileName" TEXT NOT NULL,
    "fileSha256" CHAR(64) NOT NULL,
    "rows" INTEGER NOT NULL,
    "created" INTEGER NOT NULL,
    "updated" INTEGER NOT NULL,
    "unchanged" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "csv_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "csv_imports_createdAt_idx" ON "csv_imports"("createdAt" DESC);

-- AddForeignKey
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_adminId_fkey" FOREIGN KEY ("adminId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every data row of an applied file was created, updated or left unchanged, and the hash is SHA-256 in hex
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_counts_check"
  CHECK ("created" >= 0 AND "updated" >= 0 AND "unchanged" >= 0 AND "rows" = "created" + "updated" + "unchanged");
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_file_sha256_check" CHECK ("fileSha256" ~ '^[0-9a-f]{64}$');
