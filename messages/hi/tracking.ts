import type { Messages } from "../en";

export const tracking: Messages["tracking"] = {
  title: "अपना ऑर्डर ट्रैक करें",
  heading: "ऑर्डर #{id}",
  placed: "{date} को दिया गया · {amount}",
  statusNow: "स्थिति: <strong>{status}</strong>",
  progress: "ऑर्डर कहाँ तक पहुँचा",
  reached: "{status}, {date}",
  notYet: "{status}, अभी नहीं",
  expected: "{date} तक पहुँचने की उम्मीद है",
  courier: "कूरियर: {courier}",
  trackingNumber: "ट्रैकिंग नंबर: {number}",
  items: "सामान",
  item: "{name} × {quantity}",
  deliverTo: "डिलीवरी {city} {pincode} में",
  invoice: "टैक्स इनवॉइस डाउनलोड करें",
  fullOrder: "पूरा ऑर्डर देखें (लॉग इन करके)",
  notFound: "ऑर्डर का यह लिंक सही नहीं है। कृपया इसे हमारे मैसेज से फिर खोलें, या अपने ऑर्डर देखने के लिए लॉग इन करें।",
  offTrack: {
    AWAITING_PAYMENT: "हम आपके भुगतान की राह देख रहे हैं। भुगतान मिलते ही ऑर्डर पक्का हो जाएगा।",
    PAYMENT_FAILED: "भुगतान नहीं हो पाया। आप अपने ऑर्डर में जाकर फिर से कोशिश कर सकते हैं।",
    CANCELLED: "यह ऑर्डर रद्द कर दिया गया था।",
  },
};
