-- Orders keep typed domain values (#28, lib/orders/snapshots.ts), no longer the JSON of the API:
-- the delivery snapshot keeps money in paise, its estimate as days { min, max } instead of the
-- text "3-4 days", the place without snake_case, and the address keeps "pincode" for "zipcode".
-- An estimate that does not read as days gets the fallback of lib/delivery/estimate.ts, 3-5 days.
-- Only rows still in the old shape change, so running it again changes nothing. No semicolon in
-- comments or strings: the migration path (the pg driver adapter) splits the file at each one.

UPDATE "orders" AS o
SET "deliveryInfo" = jsonb_build_object(
  'place', jsonb_build_object(
    'city', old.info -> 'pincodeData' -> 'city',
    'state', old.info -> 'pincodeData' -> 'state',
    'codAvailable', old.info -> 'pincodeData' -> 'cod_available'),
  'days', CASE
    WHEN old.days IS NULL OR old.days[1]::int > coalesce(old.days[2], old.days[1])::int
      THEN jsonb_build_object('min', 3, 'max', 5)
    ELSE jsonb_build_object('min', old.days[1]::int, 'max', coalesce(old.days[2], old.days[1])::int)
  END,
  'shippingCost', jsonb_build_object(
    'total', round((old.cost ->> 'total')::numeric * 100)::int,
    'details', jsonb_build_object(
      'zone', old.cost -> 'details' -> 'zone',
      'billableWeight', old.cost -> 'details' -> 'billableWeight',
      'base', round((old.cost -> 'details' ->> 'base')::numeric * 100)::int,
      'additional', round((old.cost -> 'details' ->> 'additional')::numeric * 100)::int,
      'codFee', round((old.cost -> 'details' ->> 'codFee')::numeric * 100)::int,
      'freeShippingDiscount', round((old.cost -> 'details' ->> 'freeShippingDiscount')::numeric * 100)::int)),
  'totalWeight', old.info -> 'totalWeight')
FROM (
  SELECT "id",
    "deliveryInfo" AS info,
    "deliveryInfo" -> 'shippingCost' AS cost,
    regexp_match(btrim("deliveryInfo" ->> 'estimatedDelivery'), '^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\s+days?$', 'i') AS days
  FROM "orders"
  WHERE "deliveryInfo" ? 'estimatedDelivery'
) AS old
WHERE o."id" = old."id";

UPDATE "orders"
SET "address" = ("address" - 'zipcode') || jsonb_build_object('pincode', "address" -> 'zipcode')
WHERE "address" ? 'zipcode';
