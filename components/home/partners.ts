/**
 * Home's partner carousel (SPEC §2: eight partners). Only services this store really works with,
 * as its own code shows: PhonePe (lib/payments/phonepe), India Post (Speed Post in the shipping
 * policy), Amazon (the products' "Buy with" links), EmailJS (lib/emailjs.ts), data.gov.in (the pincode
 * directory under the Government Open Data Licence, lib/delivery), OpenStreetMap (the office maps),
 * YouTube (the product videos) and Instagram (the community block). The business may replace these
 * with its trade partners once confirmed — never with placeholders. Names are brands, written the
 * same in every language; what each does for the store is in messages' homeSections.partners.<id>.
 */
export const partners = [
  { id: "phonepe", name: "PhonePe" },
  { id: "india-post", name: "India Post" },
  { id: "amazon", name: "Amazon.in" },
  { id: "emailjs", name: "EmailJS" },
  { id: "data-gov-in", name: "data.gov.in" },
  { id: "openstreetmap", name: "OpenStreetMap" },
  { id: "youtube", name: "YouTube" },
  { id: "instagram", name: "Instagram" },
] as const;
