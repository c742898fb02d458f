import type { Messages } from "../en";

export const purchase: Messages["purchase"] = {
  cart: "शॉपिंग कार्ट",
  checkout: "चेकआउट",
  orders: "मेरे ऑर्डर",
  order: "ऑर्डर का विवरण",
  invoice: "टैक्स इनवॉइस",
  verification: "भुगतान की पुष्टि",
  loginToContinue: "आगे बढ़ने के लिए कृपया लॉग इन करें",
  loginForOrders: "अपने ऑर्डर देखने के लिए कृपया लॉग इन करें",
};
