export interface Partner {
  id: string;
  name: string;
  category: string;
  partnership: string;
}

/**
 * Home's partner carousel (SPEC §2: eight partners). Only services this store really works with,
 * as its own code shows: PhonePe (lib/payments/phonepe), India Post (Speed Post in the shipping
 * policy), Amazon (the products' "Buy with" links), EmailJS (lib/emailjs.ts), data.gov.in (the pincode
 * directory under the Government Open Data Licence, lib/delivery), OpenStreetMap (the office maps),
 * YouTube (the product videos) and Instagram (the community block). The business may replace these
 * with its trade partners once confirmed — never with placeholders.
 */
export const partners: Partner[] = [
  { id: "phonepe", name: "PhonePe", category: "Payments", partnership: "Online payments: UPI, cards, net banking" },
  { id: "india-post", name: "India Post", category: "Shipping", partnership: "Speed Post delivery across India" },
  { id: "amazon", name: "Amazon.in", category: "Marketplace", partnership: "Buy our games on Amazon" },
  { id: "emailjs", name: "EmailJS", category: "Messaging", partnership: "Contact and newsletter e-mail" },
  {
    id: "data-gov-in",
    name: "data.gov.in",
    category: "Open data",
    partnership: "India's pincode directory for delivery checks",
  },
  { id: "openstreetmap", name: "OpenStreetMap", category: "Maps", partnership: "Maps of our offices" },
  { id: "youtube", name: "YouTube", category: "Video", partnership: "Our product videos" },
  { id: "instagram", name: "Instagram", category: "Community", partnership: "Photos and reels from our community" },
];
