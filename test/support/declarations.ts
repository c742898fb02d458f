/** The admin product form's declaration fields, filled in as FormData strings; override what a test is about. */
export const declarationFormFields = {
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
