import { Link } from "@/lib/i18n/navigation";
import { GrievanceOfficerSection } from "@/components/terms/grievance-officer";
import { env } from "@/lib/env";
import { site } from "@/lib/site";

/** The English FAQ (terms-en.tsx) in Hindi, question for question. */
const FAQ = [
  {
    question: "मेरा ऑर्डर कितने दिनों में भेजा जाएगा?",
    answer:
      "हम हर ऑर्डर, ऑर्डर के 7 दिनों के भीतर (ऑनलाइन भुगतान में, भुगतान के 7 दिनों के भीतर) जोधपुर के अपने गोदाम से रजिस्टर्ड घरेलू कूरियर या स्पीड पोस्ट से भेज देते हैं।",
  },
  {
    question: "क्या मैं अपना ऑर्डर रद्द कर सकता हूँ?",
    answer:
      "हाँ, ऑर्डर करने के 15 दिनों के भीतर। ऑर्डर कूरियर को सौंप दिए जाने के बाद हो सकता है कि हमें उसे रद्द करने से मना करना पड़े; तब आप उसे हमारी रिफ़ंड नीति के तहत लौटा सकते हैं।",
  },
  {
    question: "अगर खिलौना टूटा-फूटा पहुँचे तो क्या करें?",
    answer: "डिलीवरी के 15 दिनों के भीतर, नुक़सान की फ़ोटो के साथ हमें बताएँ; हम खिलौना बदल देंगे या आपको रिफ़ंड देंगे।",
  },
  {
    question: "मुझे रिफ़ंड कब मिलेगा?",
    answer:
      "स्वीकृत रिफ़ंड 15 दिनों के भीतर दिया जाता है: ऑनलाइन भुगतान का रिफ़ंड उसी माध्यम में लौटाया जाता है जिससे भुगतान किया गया था, और कैश ऑन डिलीवरी ऑर्डर का रिफ़ंड आपके बैंक खाते में।",
  },
] as const;

/** /terms in Hindi: the same sections, anchors and links as TermsEn, saying the same thing. */
export function TermsHi() {
  return (
    <>
      <section aria-labelledby="terms" className="mt-8 space-y-3">
        <h2 id="terms" className="text-2xl font-bold text-slate-900">
          नियम और शर्तें
        </h2>
        <p>
          ये शर्तें {site.name} से की गई हर ख़रीदारी पर लागू होती हैं। क़ीमतें भारतीय रुपये में हैं और इनमें लागू टैक्स शामिल हैं; डिलीवरी शुल्क
          भुगतान से पहले दिखाया जाता है। हम केवल भारत के भीतर डिलीवरी करते हैं। हमारी पुष्टि के बाद ऑर्डर एक अनुबंध बन जाता है; अगर कोई
          उत्पाद उपलब्ध न निकले या उसकी क़ीमत ग़लत लिखी गई हो, तो हम ऑर्डर अस्वीकार या रद्द कर सकते हैं, और आपने जो भी भुगतान किया
          हो, वह लौटा देंगे। इन नियमों और नीतियों के हिंदी और अंग्रेज़ी पाठ में कोई अंतर हो, तो अंग्रेज़ी पाठ मान्य होगा।
        </p>
      </section>

      <section aria-labelledby="privacy" className="mt-8 space-y-3">
        <h2 id="privacy" className="text-2xl font-bold text-slate-900">
          गोपनीयता नीति
        </h2>
        <p>
          आपके ऑर्डर पूरे करने और आपके संदेशों का जवाब देने के लिए हम आपका नाम, ई-मेल पता, फ़ोन नंबर और डिलीवरी का पता लेते हैं। पासवर्ड केवल
          एकतरफ़ा हैश (one-way hash) के रूप में सहेजे जाते हैं। ऑनलाइन भुगतान PhonePe के ज़रिए होते हैं; आपके कार्ड या बैंक खाते का विवरण हम न
          कभी देखते हैं, न अपने पास रखते हैं। हम आपकी जानकारी बेचते नहीं हैं, और इसे केवल उस कूरियर के साथ साझा करते हैं जो आपका ऑर्डर पहुँचाता
          है, और उस भुगतान सेवा के साथ जिसके ज़रिए उसका भुगतान होता है।
        </p>
      </section>

      <section aria-labelledby="refunds" className="mt-8 space-y-3">
        <h2 id="refunds" className="text-2xl font-bold text-slate-900">
          रिफ़ंड और रद्दीकरण नीति
        </h2>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            ऑर्डर केवल ऑर्डर करने के 15 दिनों के भीतर रद्द किया जा सकता है, और शिपिंग शुरू हो जाने के बाद रद्द करने से मना किया जा सकता
            है।
          </li>
          <li>बिना इस्तेमाल किए और अपनी मूल पैकेजिंग में रखे सामान पर, ख़रीद के 15 दिनों के भीतर रिफ़ंड और एक्सचेंज स्वीकार किए जाते हैं।</li>
          <li>क्षतिग्रस्त सामान की सूचना 15 दिनों के भीतर देनी होगी।</li>
          <li>स्वीकृत रिफ़ंड का भुगतान 15 दिनों के भीतर किया जाता है।</li>
        </ul>
      </section>

      <section aria-labelledby="shipping" className="mt-8 space-y-3">
        <h2 id="shipping" className="text-2xl font-bold text-slate-900">
          शिपिंग नीति
        </h2>
        <p>
          सामान ऑर्डर या भुगतान के 7 दिनों के भीतर रजिस्टर्ड घरेलू कूरियर या स्पीड पोस्ट से, भारत भर के उन पिनकोड पर भेजा जाता है जहाँ
          डिलीवरी होती है। डिलीवरी का समय और शुल्क इस पर निर्भर करते हैं कि सामान कहाँ जाना है और उसका वज़न कितना है, और ये ऑर्डर करने
          से पहले दिखाए जाते हैं।
        </p>
      </section>

      <GrievanceOfficerSection officer={env().grievanceOfficer} locale="hi" />

      <section aria-labelledby="faq" className="mt-10">
        <h2 id="faq" className="text-2xl font-bold text-slate-900">
          अक्सर पूछे जाने वाले सवाल
        </h2>
        <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {FAQ.map(({ question, answer }) => (
            <details key={question} className="group p-4">
              <summary className="cursor-pointer font-semibold text-slate-900">{question}</summary>
              <p className="mt-2 text-slate-700">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <p className="mt-10">
        इन नीतियों के बारे में कोई सवाल?{" "}
        <Link href="/contact" className="font-semibold text-brand-700 underline">
          हमसे संपर्क करें
        </Link>
        ।
      </p>
    </>
  );
}
