import type { Messages } from "../en";

export const homeSections: Messages["homeSections"] = {
  shopBy: {
    title: "उम्र और दाम के हिसाब से ख़रीदें",
    byAge: "उम्र के हिसाब से ख़रीदें",
    allAges: "सभी उम्र के लिए",
    age: "{age} साल",
    byPrice: "दाम के हिसाब से ख़रीदें",
    price: "{bound, select, under {₹{amount} से कम} other {₹{amount} से ज़्यादा}}",
  },
  offers: "ऑफ़र",
  partners: {
    title: "हमारे साझेदार",
    scrolling: "साझेदारों की खिसकती सूची: रोकने के लिए उस पर माउस ले जाएँ या फ़ोकस करें",
    phonepe: { category: "भुगतान", partnership: "ऑनलाइन भुगतान: UPI, कार्ड, नेट बैंकिंग" },
    "india-post": { category: "शिपिंग", partnership: "पूरे भारत में स्पीड पोस्ट से डिलीवरी" },
    amazon: { category: "मार्केटप्लेस", partnership: "हमारे खेल Amazon पर भी ख़रीदें" },
    emailjs: { category: "संदेश", partnership: "संपर्क और न्यूज़लेटर के ई-मेल" },
    "data-gov-in": { category: "खुला डेटा", partnership: "डिलीवरी जाँचने के लिए भारत की पिनकोड निर्देशिका" },
    openstreetmap: { category: "नक्शे", partnership: "हमारे कार्यालयों के नक्शे" },
    youtube: { category: "वीडियो", partnership: "हमारे खिलौनों के वीडियो" },
    instagram: { category: "समुदाय", partnership: "हमारे परिवार की तस्वीरें और रील" },
  },
  instagram: {
    title: "Instagram पर खेल-खेल में गणित",
    text: "मेज़ पर बिछे खेल, सुलझती पहेलियाँ और कभी-कभार जीत का नाच भी।",
    follow: "Instagram पर हमें फ़ॉलो करें",
    reelTitle: "Instagram पर GanitPlay की रील",
    playReelLabel: "Instagram से रील चलाएँ",
    playReel: "रील चलाएँ",
    reelNote: "प्ले दबाने पर ही Instagram से चलेगी।",
    watchReel: "Instagram पर रील देखें",
  },
  videos: {
    title: "देखें, हमारे खिलौनों से कैसे खेला जाता है",
    videoTitle: "{name} का वीडियो",
    play: "वीडियो चलाएँ: {name}",
    seeInShop: "{name} को दुकान में देखें",
  },
  products: {
    "trigno-card": {
      name: "ट्रिग्नो कार्ड",
      description: "कोण वाले कार्डों को उनके sin, cos और tan के मानों से मिलाएँ, फिर सर्वसमिकाएँ जोड़कर बोनस अंक पाएँ।",
    },
    coordinate: {
      name: "कोऑर्डिनेट",
      description: "क्रमित युग्म बोलकर मोहरे चलाएँ, बिंदु जीतें और चारों चतुर्थांशों में आकृतियाँ बनाएँ।",
    },
    operator: {
      name: "ऑपरेटर",
      description: "संख्या और संक्रिया वाले कार्ड मिलाकर सबसे पहले लक्ष्य तक पहुँचें: मन में हिसाब लगाने की दौड़।",
    },
    trigonik: {
      name: "ट्रिगोनिक",
      description: "लकड़ी के इकाई वृत्त में कोण वाले टुकड़े बिठाएँ और खिसकती भुजाओं पर sin और cos के मान पढ़ें।",
    },
  },
};
