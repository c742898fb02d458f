-- CreateEnum
CREATE TYPE "ShippingProvider" AS ENUM ('shiprocket');

-- CreateEnum
CREATE TYPE "ShipmentDirection" AS ENUM ('forward', 'return');

-- CreateEnum
CREATE TYPE "ShipmentState" AS ENUM ('booking', 'booked', 'in_transit', 'out_for_delivery', 'delivered', 'undelivered', 'rto_in_transit', 'rto_delivered', 'lost', 'cancelled');

-- CreateEnum
CREATE TYPE "ShipmentOutcome" AS ENUM ('delivered_first_attempt', 'delivered_after_ndr', 'rto', 'lost');

-- AlterEnum
ALTER TYPE "OrderStatus" ADD VALUE 'Delivery attempt failed';
ALTER TYPE "OrderStatus" ADD VALUE 'Returning to seller';
ALTER TYPE "OrderStatus" ADD VALUE 'Returned to seller';

-- CreateTable
CREATE TABLE "shipments" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "direction" "ShipmentDirection" NOT NULL DEFAULT 'forward',
    "returnRequestId" TEXT,
    "provider" "ShippingProvider" NOT NULL,
    "attempt" INTEGER NOT NULL,
    "reference" TEXT NOT NULL,
    "state" "ShipmentState" NOT NULL DEFAULT 'booking',
    "providerOrderId" TEXT,
    "providerShipmentId" TEXT,
    "awb" TEXT,
    "courierCompanyId" INTEGER,
    "courierName" TEXT,
    "freight" DECIMAL(10,2),
    "pickupScheduledFor" TIMESTAMP(3),
    "expectedBy" TIMESTAMP(3),
    "labelUrl" TEXT,
    "ndrReason" TEXT,
    "ndrRaisedAt" TIMESTAMP(3),
    "deliveryAttempts" INTEGER NOT NULL DEFAULT 0,
    "outcome" "ShipmentOutcome",
    "pincode" TEXT NOT NULL,
    "paymentMethod" "PaymentMethod" NOT NULL,
    "trackedAt" TIMESTAMP(3),
    "trackingDueAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "shipments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipment_scans" (
    "id" TEXT NOT NULL,
    "shipmentId" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "statusCode" INTEGER,
    "statusLabel" TEXT NOT NULL,
    "activity" TEXT NOT NULL,
    "location" TEXT NOT NULL,
    "courierCode" TEXT NOT NULL,

    CONSTRAINT "shipment_scans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "courier_tokens" (
    "account" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "courier_tokens_pkey" PRIMARY KEY ("account")
);

-- CreateIndex
CREATE UNIQUE INDEX "shipments_reference_key" ON "shipments"("reference");

-- CreateIndex
CREATE INDEX "shipments_trackingDueAt_idx" ON "shipments"("trackingDueAt");

-- CreateIndex
CREATE UNIQUE INDEX "shipments_orderId_direction_attempt_key" ON "shipments"("orderId", "direction", "attempt");

-- CreateIndex
CREATE UNIQUE INDEX "shipments_provider_awb_key" ON "shipments"("provider", "awb");

-- CreateIndex
CREATE UNIQUE INDEX "shipment_scans_shipmentId_at_courierCode_activity_key" ON "shipment_scans"("shipmentId", "at", "courierCode", "activity");

-- AddForeignKey
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_returnRequestId_fkey" FOREIGN KEY ("returnRequestId") REFERENCES "return_requests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "shipment_scans" ADD CONSTRAINT "shipment_scans_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "shipments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One live forward shipment per order: a second booking needs the first cancelled (lib/shipping/booking.ts).
CREATE UNIQUE INDEX "shipments_live_forward_key" ON "shipments"("orderId") WHERE "direction" = 'forward' AND "state" <> 'cancelled';

-- One live reverse pickup per approved return.
CREATE UNIQUE INDEX "shipments_live_return_key" ON "shipments"("returnRequestId") WHERE "direction" = 'return' AND "state" <> 'cancelled';
