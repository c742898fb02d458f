-- The GST Council's 56th meeting replaced the 12 % and 28 % slabs from 22 September 2025: goods at
-- 12 % moved to 5 % (toys and games among them) and goods at 28 % to 18 %, with a 40 % rate for
-- luxury and sin goods. Products still at an abolished rate take the rate their slab moved to;
-- order lines keep the rate they were sold at.
ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate_slab";
UPDATE "products" SET "gstRate" = 5 WHERE "gstRate" = 12;
UPDATE "products" SET "gstRate" = 18 WHERE "gstRate" = 28;
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_slab" CHECK ("gstRate" IN (0, 5, 18, 40));
