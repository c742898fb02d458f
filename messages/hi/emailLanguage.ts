import type { Messages } from "../en";

export const emailLanguage: Messages["emailLanguage"] = {
  label: "हमारे ई-मेल की भाषा",
  hint: "ऑर्डर की जानकारी, इनवॉइस और खाते से जुड़े ई-मेल इसी भाषा में आएँगे।",
  saved: "सहेज लिया गया",
};
