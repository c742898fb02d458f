import type { Messages } from "../en";

export const cart: Messages["cart"] = {
  loading: "आपका कार्ट खुल रहा है...",
  loadFailed: "कार्ट नहीं खुल सका",
  empty: "आपका कार्ट खाली है",
  emptyHint: "ऐसा कोई खेल चुनें जिसका मज़ा पूरा परिवार ले।",
  startShopping: "ख़रीदारी शुरू करें",
  summary: "कार्ट का सारांश",
  subtotal: "उप-योग ({count, plural, one {# वस्तु} other {# वस्तुएँ}})",
  proceed: "चेकआउट पर जाएँ",
  continueShopping: "ख़रीदारी जारी रखें",
  blocker: {
    empty: "आपका कार्ट खाली है",
    outOfStock: "कुछ वस्तुएँ स्टॉक में नहीं हैं",
  },
  line: {
    was: "पहले",
    outOfStock: "स्टॉक में नहीं",
    quantityOf: "{name} की मात्रा",
    decrease: "{name} की मात्रा घटाएँ",
    increase: "{name} की मात्रा बढ़ाएँ",
    removing: "<hidden>{name} को </hidden>हटाया जा रहा है...",
    remove: "<hidden>{name} को </hidden>हटाएँ",
    total: "कुल",
    removed: "{name} कार्ट से हटा दिया गया",
    removeFailed: "वस्तु नहीं हटाई जा सकी",
    updateFailed: "मात्रा नहीं बदली जा सकी",
  },
  delivery: {
    pincode: "डिलीवरी का पिनकोड",
    shippingOnline: "डिलीवरी शुल्क (ऑनलाइन भुगतान पर)",
    free: "मुफ़्त",
    cod: "कैश ऑन डिलीवरी",
    codUnavailable: "यहाँ उपलब्ध नहीं",
    enterPincode: "डिलीवरी शुल्क देखने के लिए अपना पिनकोड दर्ज करें।",
  },
  toast: {
    intentAdded: "{name} आपके कार्ट में जोड़ दिया गया",
    intentFailed: "{name} आपके कार्ट में नहीं जोड़ा जा सका: {reason}",
    tryAgain: "कृपया फिर से कोशिश करें",
  },
};
