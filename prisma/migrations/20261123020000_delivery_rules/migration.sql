-- The delivery rules the store starts with (operators change them in the database).
-- Warehouse: the Jodhpur head office. Rate card: rupees for the first 500 g and each further 500 g.

INSERT INTO "shipping_rates" ("zone", "firstHalfKg", "eachFurtherHalfKg", "minDays", "maxDays", "codAvailable", "updatedAt") VALUES
  ('A', 29.50, 23.60, 2, 3, true, CURRENT_TIMESTAMP),
  ('B', 33.00, 28.30, 3, 4, true, CURRENT_TIMESTAMP),
  ('C', 40.10, 38.90, 4, 5, true, CURRENT_TIMESTAMP),
  ('D', 45.40, 44.80, 5, 7, true, CURRENT_TIMESTAMP),
  ('E', 56.60, 55.50, 7, 9, false, CURRENT_TIMESTAMP)
ON CONFLICT ("zone") DO NOTHING;

INSERT INTO "delivery_settings" ("id", "warehousePincode", "codFee", "freeShippingThreshold", "metroDistricts", "specialStates", "volumetricDivisor", "updatedAt") VALUES (
  1,
  '342001',
  40.00,
  999.00,
  ARRAY[
    -- Delhi (the National Capital Territory's districts)
    'NEW DELHI', 'CENTRAL', 'EAST', 'NORTH', 'NORTH EAST', 'NORTH WEST', 'SHAHDARA', 'SOUTH', 'SOUTH EAST', 'SOUTH WEST', 'WEST',
    'MUMBAI', 'MUMBAI SUBURBAN', 'KOLKATA', 'CHENNAI', 'BENGALURU URBAN', 'HYDERABAD', 'AHMADABAD', 'PUNE'
  ],
  ARRAY[
    'ARUNACHAL PRADESH', 'ASSAM', 'MANIPUR', 'MEGHALAYA', 'MIZORAM', 'NAGALAND', 'SIKKIM', 'TRIPURA',
    'JAMMU AND KASHMIR', 'LADAKH', 'ANDAMAN AND NICOBAR ISLANDS', 'LAKSHADWEEP'
  ],
  5000,
  CURRENT_TIMESTAMP
) ON CONFLICT ("id") DO NOTHING;
