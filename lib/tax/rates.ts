/**
 * What a product carries for GST: its HSN code (4 to 8 digits, the tariff heading) and its rate,
 * a whole percentage from the GST slabs in force since 22 September 2025 (the 12 % and 28 % slabs
 * were abolished then). Rates are kept as integer percent (5 means 5 %), since every slab is a
 * whole number; the database refuses any other value (a CHECK constraint).
 */
export const GST_RATES = [0, 5, 18, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

export const HSN_CODE_PATTERN = /^\d{4,8}$/;
