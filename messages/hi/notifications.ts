import type { Messages } from "../en";

export const notifications: Messages["notifications"] = {
  heading: "ई-मेल और मैसेज",
  languageLabel: "हमारे ई-मेल और मैसेज की भाषा",
  languageHint: "ऑर्डर की जानकारी, इनवॉइस और खाते से जुड़े ई-मेल इसी भाषा में आएँगे, और WhatsApp मैसेज और SMS भी।",
  whatsapp: "WhatsApp पर ऑर्डर अपडेट",
  whatsappConsent:
    "मेरे ऑर्डर के अपडेट (पुष्टि, रवानगी, डिलीवरी और रिफ़ंड) मुझे {phone} पर WhatsApp से भेजें, और WhatsApp मुझ तक न पहुँचे तो SMS से। इसे यहाँ कभी भी बंद किया जा सकता है, या STOP लिखकर भेजें।",
  sms: "SMS से ऑर्डर अपडेट",
  smsConsent: "मेरे ऑर्डर के अपडेट मुझे {phone} पर SMS से भेजें। इसे यहाँ कभी भी बंद किया जा सकता है।",
  daytime: "जो अपडेट रुक सकते हैं, वे सुबह 9 बजे से रात 9 बजे के बीच आते हैं।",
  noPhone: "WhatsApp या SMS पर ऑर्डर अपडेट पाने के लिए अपने खाते में मोबाइल नंबर जोड़ें।",
  saved: "सहेज लिया गया",
  failed: "आपकी पसंद सहेजी नहीं जा सकी। कृपया फिर से कोशिश करें।",
};
