import type { Messages } from "../en";

export const layout: Messages["layout"] = {
  skipToContent: "मुख्य सामग्री पर जाएँ",
  tagline: "गणित सिखाने वाले खिलौने और खेल",
  siteDescription:
    "GanitPlay हाथों से खेलकर गणित सिखाने वाले खेल और किट बनाता है — त्रिकोणमिति, बीजगणित, ज्यामिति, अंकगणित, तर्क और विज्ञान — जिज्ञासु बच्चों, माता-पिता और शिक्षकों के लिए।",
  navigation: {
    label: "मुख्य",
    mobileLabel: "मोबाइल",
    home: "होम",
    about: "हमारे बारे में",
    shop: "दुकान",
    arvr: "AR/VR अनुभव",
    blog: "ब्लॉग",
    contact: "संपर्क",
    menu: "मेन्यू",
    close: "बंद करें",
  },
  search: {
    label: "दुकान",
    field: "दुकान में खोजें",
    placeholder: "खिलौने और खेल खोजें",
    submit: "खिलौने खोजें",
    open: "खिलौने खोजें",
  },
  account: {
    login: "लॉग इन",
    wishlist: "पसंदीदा सूची",
    cart: "कार्ट",
    withCount: "{label} ({count})",
    fallbackName: "खाता",
    menuFor: "खाते का मेन्यू: ",
    myProfile: "मेरी प्रोफ़ाइल",
    myOrders: "मेरे ऑर्डर",
    logout: "लॉग आउट",
    createAccount: "नया खाता बनाएँ",
  },
  language: {
    switchTo: "English",
    switchToShort: "EN",
    switchLabel: "Read in English",
  },
  footer: {
    madeIn: "{tagline}, जोधपुर में बने।",
    getInTouch: "संपर्क करें",
    weekdayHours: "सोम–शुक्र, सुबह 9 से शाम 6 बजे",
    explore: "और देखें",
    label: "फ़ुटर",
    contact: "संपर्क",
    terms: "नियम और नीतियाँ",
    blog: "ब्लॉग",
    followUs: "हमें फ़ॉलो करें",
    socialMedia: "सोशल मीडिया",
    rights: "© {year} {name}. सर्वाधिकार सुरक्षित।",
    pincodeCredit:
      "डिलीवरी की जाँच डाक विभाग, संचार मंत्रालय, भारत सरकार की अखिल भारतीय पिनकोड निर्देशिका से होती है, जो <licence>भारत सरकार मुक्त डेटा लाइसेंस</licence> के तहत <portal>भारत सरकार के मुक्त डेटा प्लेटफ़ॉर्म</portal> पर प्रकाशित है।",
  },
  notFound: {
    title: "पेज नहीं मिला",
    message: "आप जो पेज ढूँढ रहे थे, वह यहाँ नहीं है। हो सकता है वह कहीं और चला गया हो।",
    backToShop: "दुकान पर लौटें",
  },
};
