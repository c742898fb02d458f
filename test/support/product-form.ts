/** The admin product form as FormData strings; tests override what they are about. */

/** Its declaration fields, filled in. */
const declarationFormFields = {
  declarantRole: "MANUFACTURER",
  declarantName: "",
  declarantAddress: "",
  countryOfOrigin: "India",
  netQuantity: "1 set (54 cards)",
  consumerCare: "",
  isToy: "on",
  bisStandard: "IS 9873 (Part 1)",
  bisLicence: "CM/L-1234567890",
};

/** A whole form that passes: the required fields and declarations filled in, the optional ones empty. */
export const productFormFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: "Times Table Race",
  description: "A race around the board.",
  category: "Arithmetic",
  price: "349",
  discountPrice: "",
  stockQuantity: "15",
  ageSuitability: "",
  rating: "",
  brand: "",
  features: "",
  contents: "",
  materials: "",
  weight: "",
  dimensions: "",
  hsnCode: "9503",
  gstRate: "5",
  // Listed long ago, so test products never crowd the seeded New Arrivals.
  date: "2020-01-01",
  ...declarationFormFields,
  ...overrides,
});
