export interface Partner {
  id: string;
  name: string;
  category: string;
  partnership: string;
}

/**
 * Home's partner carousel (SPEC §2, §3 "Partner"). Only services this store really works with, as
 * its own code and configuration show: PhonePe (lib/payments/phonepe), India Post (Speed Post in
 * the shipping policy, its pincode directory in lib/delivery), Amazon (the products' "Buy with"
 * links) and EmailJS (lib/email). The business confirms this list before launch; SPEC asks for
 * eight, so add the other partners here once they are confirmed — never placeholders.
 */
export const partners: Partner[] = [
  { id: "phonepe", name: "PhonePe", category: "Payments", partnership: "Online payments: UPI, cards, net banking" },
  { id: "india-post", name: "India Post", category: "Shipping", partnership: "Speed Post delivery across India" },
  { id: "amazon", name: "Amazon.in", category: "Marketplace", partnership: "Buy our games on Amazon" },
  { id: "emailjs", name: "EmailJS", category: "Messaging", partnership: "Contact and newsletter e-mail" },
];
