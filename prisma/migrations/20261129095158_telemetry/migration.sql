-- CreateEnum
CREATE TYPE "FunnelStep" AS ENUM ('product_view', 'add_to_cart', 'checkout_started', 'checkout_delivery', 'checkout_review', 'order_placed', 'order_paid');

-- CreateEnum
CREATE TYPE "VitalMetric" AS ENUM ('LCP', 'INP', 'CLS', 'TTFB');

-- CreateEnum
CREATE TYPE "PageType" AS ENUM ('home', 'shop', 'product', 'cart', 'checkout', 'post', 'other');

-- CreateEnum
CREATE TYPE "DeviceClass" AS ENUM ('mobile', 'desktop');

-- CreateTable
CREATE TABLE "funnel_day_counts" (
    "day" DATE NOT NULL,
    "step" "FunnelStep" NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "funnel_day_counts_pkey" PRIMARY KEY ("day","step")
);

-- CreateTable
CREATE TABLE "web_vitals" (
    "id" BIGSERIAL NOT NULL,
    "metric" "VitalMetric" NOT NULL,
    "pageType" "PageType" NOT NULL,
    "device" "DeviceClass" NOT NULL,
    "value" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "web_vitals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "web_vitals_createdAt_idx" ON "web_vitals"("createdAt");

-- A count is of steps reached, a measurement a duration or a shift score: neither is below zero.
ALTER TABLE "funnel_day_counts" ADD CONSTRAINT "funnel_day_counts_count_positive" CHECK ("count" > 0);
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_value_not_negative" CHECK ("value" >= 0);
