-- CreateEnum
CREATE TYPE "DeclarantRole" AS ENUM ('MANUFACTURER', 'PACKER', 'IMPORTER');

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "bisLicence" TEXT,
ADD COLUMN     "bisStandard" TEXT,
ADD COLUMN     "consumerCare" TEXT,
ADD COLUMN     "countryOfOrigin" TEXT,
ADD COLUMN     "declarantAddress" TEXT,
ADD COLUMN     "declarantName" TEXT,
ADD COLUMN     "declarantRole" "DeclarantRole" NOT NULL DEFAULT 'MANUFACTURER',
ADD COLUMN     "isToy" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "netQuantity" TEXT;
