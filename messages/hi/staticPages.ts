import type { Messages } from "../en";

export const staticPages: Messages["staticPages"] = {
  contact: {
    title: "हमसे संपर्क करें",
    description: "किसी खिलौने, ऑर्डर या वापसी के बारे में कोई सवाल है? जोधपुर में GanitPlay की टीम को लिखें।",
    intro: "किसी खिलौने, ऑर्डर या वापसी के बारे में कोई सवाल है? हमें लिखें — जोधपुर में हमारी टीम एक कामकाजी दिन के भीतर जवाब देगी।",
    grievance: "आपकी कोई शिकायत अब तक हल नहीं हुई? हमारे <link>शिकायत अधिकारी</link> को लिखें।",
    reachUs: "हम तक पहुँचें",
    callUs: "हमें फ़ोन करें",
    writeToUs: "हमें लिखें",
    followUs: "हमें फ़ॉलो करें",
    socialMedia: "सोशल मीडिया",
    sendMessage: "हमें संदेश भेजें",
    ourOffices: "हमारे कार्यालय",
  },
  offices: {
    jodhpur: { city: "जोधपुर", state: "राजस्थान" },
    hyderabad: { city: "हैदराबाद", state: "तेलंगाना" },
    bhubaneshwar: { city: "भुवनेश्वर", state: "ओडिशा" },
    indore: { city: "इंदौर", state: "मध्य प्रदेश" },
    headOffice: "मुख्य कार्यालय",
    regionalOffice: "क्षेत्रीय कार्यालय",
    place: "{city}, {state}",
    mapTitle: "{city} का नक्शा",
    showMapLabel: "{city} का नक्शा दिखाएँ",
    showMap: "नक्शा दिखाएँ",
    mapSource: "OpenStreetMap से नक्शा",
    largerMap: "<hidden>{city} का </hidden>बड़ा नक्शा देखें<hidden> (नई विंडो में खुलेगा)</hidden>",
  },
  newWindow: " (नई विंडो में खुलेगा)",
  feedback: {
    title: "अपनी राय बताएँ",
    description: "आपका गणित का खिलौना या खेल आपके बच्चे या कक्षा के लिए कैसा रहा, GanitPlay की टीम को बताएँ।",
    intro: "GanitPlay का खिलौना या खेल आपके बच्चे या आपकी कक्षा के लिए कैसा रहा? जोधपुर में हमारी टीम हर समीक्षा पढ़ती है।",
  },
  arvr: {
    title: "AR/VR अनुभव",
    description: "GanitPlay के इंटरैक्टिव अनुभव में इकाई वृत्त को खोजें और समझें।",
    opening: "AR/VR अनुभव खुल रहा है…",
    fallback: "अगर कुछ न हो, तो <link>यहाँ क्लिक करें</link>।",
  },
};
