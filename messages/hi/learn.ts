import type { Messages } from "../en";

export const learn: Messages["learn"] = {
  title: "कक्षा और अध्याय के अनुसार गणित के खिलौने",
  description:
    "अपने बच्चे की कक्षा चुनें और NCERT की गणित की किताब के हर अध्याय के लिए, और शुरुआती वर्षों के संख्या-कौशलों के लिए खिलौने और खेल पाएँ।",
  heading: "कक्षा और अध्याय से सीखें",
  intro:
    "वहीं से शुरू करें जो आपका बच्चा इस सत्र में पढ़ रहा है। कक्षा चुनें, फिर NCERT की गणित की किताब का कोई अध्याय — या सबसे छोटे बच्चों के लिए कोई बुनियादी कौशल — और देखें कि हमारे कौन-से खिलौने उसमें मदद करते हैं, और कैसे।",
  pickClass: "कक्षा चुनें",
  chapterSummary: "{topics, plural, one {# अध्याय} other {# अध्याय}} · {toys, plural, one {# खिलौना} other {# खिलौने}}",
  skillSummary: "{topics, plural, one {# कौशल} other {# कौशल}} · {toys, plural, one {# खिलौना} other {# खिलौने}}",
  breadcrumb: { label: "आप यहाँ हैं", home: "होम", learn: "सीखें" },
  classPage: {
    chaptersTitle: "{className} गणित: हर अध्याय के लिए खिलौने और खेल",
    skillsTitle: "{className} गणित: शुरुआती वर्षों के हर कौशल के लिए खिलौने और खेल",
    description:
      "{className} के गणित में मदद करने वाले खिलौने और खेल, NCERT की किताब के हर अध्याय और हर कौशल के अनुसार, साथ में यह भी कि हर खिलौना कैसे मदद करता है।",
    chapters: "NCERT की किताब के अध्याय",
    skills: "शुरुआती वर्षों के बुनियादी कौशल",
  },
  topic: {
    title: "{className} के लिए {topic} — खेल-खेल में",
    description: "{topic} ({className}) में मदद करने वाले खिलौने और खेल, और हर एक कैसे मदद करता है: घर और कक्षा में हाथों से अभ्यास।",
    chapter: "{book} का अध्याय {number}",
    skill: "शुरुआती वर्षों का एक बुनियादी कौशल",
    toys: "मदद करने वाले खिलौने",
    howItHelps: "यह कैसे मदद करता है",
    noToys: "अभी हमारे पास इसके लिए कोई खिलौना नहीं है।",
  },
  product: {
    heading: "यह क्या सिखाता है",
    intro: "NCERT की गणित की किताबों के वे अध्याय और शुरुआती वर्षों के वे कौशल जिनमें यह खिलौना मदद करता है:",
    chapter: "अध्याय {number}: {title}",
  },
  sheet: {
    label: "गतिविधि पत्रक",
    chapter: "अध्याय {number}: {title}",
    withToy: "{toy} के साथ",
    name: "नाम",
    date: "तारीख़",
    goal: "आप क्या अभ्यास करेंगे",
    steps: "क्या करना है",
    questions: "प्रश्न",
    answers: "उत्तर",
    download: "गतिविधि पत्रक (PDF)",
    downloadFor: "{toy} का गतिविधि पत्रक डाउनलोड करें: {title} (PDF)",
  },
};
