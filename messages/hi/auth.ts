import type { Messages } from "../en";

export const auth: Messages["auth"] = {
  titles: {
    login: "लॉग इन करें या नया खाता बनाएँ",
    register: "नया खाता बनाएँ",
    forgotPassword: "पासवर्ड भूल गए?",
    resetPassword: "नया पासवर्ड चुनें",
    verifyEmail: "अपने ई-मेल की पुष्टि करें",
  },
  screen: {
    welcomeBack: "फिर से आपका स्वागत है",
    createYourAccount: "अपना खाता बनाएँ",
    paymentResult: "अपने भुगतान का नतीजा देखने के लिए लॉग इन करें",
    choose: "चुनें",
    signIn: "लॉग इन",
    createAccount: "नया खाता बनाएँ",
  },
  fields: {
    emailOrPhone: "ई-मेल या फ़ोन नंबर",
    email: "ई-मेल",
    password: "पासवर्ड",
    firstName: "पहला नाम",
    lastName: "सरनेम",
    phone: "फ़ोन नंबर",
    phoneHint: "देश के कोड के साथ लिखें, जैसे +91 98765 43210",
    confirmPassword: "पासवर्ड दोबारा लिखें",
    newPassword: "नया पासवर्ड",
    confirmNewPassword: "नया पासवर्ड दोबारा लिखें",
  },
  showPassword: "<hidden>पासवर्ड </hidden>दिखाएँ",
  hidePassword: "<hidden>पासवर्ड </hidden>छिपाएँ",
  signIn: {
    notMyDevice: "यह मेरा डिवाइस नहीं है: टैब बंद होते ही मुझे लॉग आउट करें",
    forgotPassword: "पासवर्ड भूल गए?",
    submitting: "लॉग इन हो रहा है...",
    success: "लॉग इन हो गया! आगे ले जा रहे हैं...",
  },
  code: {
    withCode: "कोड से लॉग इन करें",
    withPassword: "पासवर्ड से लॉग इन करें",
    phone: "मोबाइल नंबर",
    send: "मुझे कोड भेजें",
    sending: "भेजा जा रहा है...",
    label: "6 अंकों का कोड",
    again: "नया कोड भेजें",
    otherNumber: "दूसरा नंबर डालें",
  },
  register: {
    submitting: "खाता बन रहा है...",
    success: "खाता बन गया! आगे ले जा रहे हैं...",
  },
  failed: "कुछ गड़बड़ हो गई",
  forgot: {
    intro: "अपने खाते का ई-मेल दर्ज करें, हम आपको नया पासवर्ड चुनने का लिंक भेज देंगे।",
    submit: "लिंक भेजें",
    submitting: "भेज रहे हैं...",
    backToSignIn: "लॉग इन पर वापस जाएँ",
  },
  reset: {
    incomplete: "पासवर्ड बदलने का यह लिंक अधूरा है। कृपया ई-मेल में आया लिंक फिर से खोलें, या <link>नया लिंक मँगाएँ</link>।",
    submit: "नया पासवर्ड सहेजें",
    submitting: "सहेज रहे हैं...",
  },
  verify: {
    intro:
      "GanitPlay के एक ग्राहक ने चेकआउट के समय यह ई-मेल पता दर्ज किया है। पुष्टि तभी करें जब यह पता आपका हो और आप उनके ऑर्डर की जानकारी यहाँ भी पाना चाहें। वरना यह पेज बंद कर दें: कुछ भी नहीं भेजा जाएगा।",
    submit: "मेरे ई-मेल की पुष्टि करें",
    submitting: "पुष्टि हो रही है...",
  },
};
