import type { ActivitySheetSeed } from "./types";

/** Activity sheets for the trigonometry and algebra toys, one for each of their links in ../learning-links.ts. */
export const trigonometryAndAlgebraSheets: ActivitySheetSeed[] = [
  {
    product: "trigno-card",
    topic: "class-10-introduction-to-trigonometry",
    title: {
      en: "Trigno Card: the ratios of 0°, 30°, 45°, 60° and 90°",
      hi: "ट्रिग्नो कार्ड: 0°, 30°, 45°, 60° और 90° के त्रिकोणमितीय अनुपात",
    },
    goal: {
      en: "The child rehearses the table of trigonometric ratios of the standard angles by matching Trigno Card's angle cards with its value cards, then checks sin²θ + cos²θ = 1 with the values found.",
      hi: "बच्चा ट्रिग्नो कार्ड के कोण-कार्डों को मान-कार्डों से मिलाते हुए मानक कोणों के त्रिकोणमितीय अनुपातों की सारणी दोहराता है, फिर उन्हीं मानों से sin²θ + cos²θ = 1 की जाँच करता है।",
    },
    steps: [
      {
        en: "Keep the quick-reference ratio table card aside, face down: it is only for settling doubts. Play a round of Match as the rule booklet describes.",
        hi: "अनुपातों की त्वरित संदर्भ सारणी वाला कार्ड उलटा करके अलग रख दें; यह केवल शंका दूर करने के लिए है। नियम-पुस्तिका के अनुसार मिलान की एक बाज़ी खेलें।",
      },
      {
        en: "Each time a player matches an angle card with a value card, have them say the match aloud as an equation, for example sin 30° = 1/2 or tan 60° = √3.",
        hi: "जब भी कोई खिलाड़ी कोण-कार्ड को मान-कार्ड से मिलाए, उससे यह मिलान समीकरण के रूप में ज़ोर से बुलवाएँ, जैसे sin 30° = 1/2 या tan 60° = √3।",
      },
      {
        en: "If a match is disputed, check it against the ratio table card, then turn the card face down again.",
        hi: "किसी मिलान पर मतभेद हो तो सारणी वाले कार्ड से जाँचें और फिर उसे दोबारा उलटा रख दें।",
      },
      {
        en: "After the round, pick out the identity combo card for sin²θ + cos²θ = 1 and ask the child to test it at 30°, 45° and 60° with the values just matched.",
        hi: "बाज़ी के बाद sin²θ + cos²θ = 1 वाला सर्वसमिका कॉम्बो कार्ड निकालें और बच्चे से अभी मिलाए गए मानों से 30°, 45° और 60° पर इसकी जाँच करवाएँ।",
      },
      {
        en: "Finally, have the child write the sin, cos and tan rows of the table from memory and compare them with the ratio table card.",
        hi: "अंत में बच्चे से सारणी की sin, cos और tan वाली पंक्तियाँ याद से लिखवाएँ और उन्हें सारणी वाले कार्ड से मिलवाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "Evaluate sin 60° cos 30° + sin 30° cos 60°.",
          hi: "sin 60° cos 30° + sin 30° cos 60° का मान ज्ञात करें।",
        },
        answer: {
          en: "(√3/2)(√3/2) + (1/2)(1/2) = 3/4 + 1/4 = 1.",
          hi: "(√3/2)(√3/2) + (1/2)(1/2) = 3/4 + 1/4 = 1, अतः मान 1 है।",
        },
      },
      {
        question: {
          en: "Evaluate 2 tan²45° + cos²30° − sin²60°.",
          hi: "2 tan²45° + cos²30° − sin²60° का मान ज्ञात करें।",
        },
        answer: {
          en: "tan 45° = 1 and cos 30° = sin 60° = √3/2, so the value is 2(1)² + 3/4 − 3/4 = 2.",
          hi: "tan 45° = 1 और cos 30° = sin 60° = √3/2, अतः मान = 2(1)² + 3/4 − 3/4 = 2 है।",
        },
      },
      {
        question: {
          en: "If sin A = 3/5 and A is acute, find cos A and tan A.",
          hi: "यदि sin A = 3/5 है और A न्यून कोण है, तो cos A और tan A ज्ञात करें।",
        },
        answer: {
          en: "cos²A = 1 − sin²A = 1 − 9/25 = 16/25, so cos A = 4/5 and tan A = sin A / cos A = (3/5)/(4/5) = 3/4.",
          hi: "cos²A = 1 − sin²A = 1 − 9/25 = 16/25, इसलिए cos A = 4/5 और tan A = sin A / cos A = (3/5)/(4/5) = 3/4 है।",
        },
      },
      {
        question: {
          en: "If √3 tan θ = 1 and θ is acute, find θ and sin θ.",
          hi: "यदि √3 tan θ = 1 है और θ न्यून कोण है, तो θ और sin θ ज्ञात करें।",
        },
        answer: {
          en: "tan θ = 1/√3, and the table gives tan 30° = 1/√3, so θ = 30° and sin θ = sin 30° = 1/2.",
          hi: "tan θ = 1/√3 और सारणी के अनुसार tan 30° = 1/√3, अतः θ = 30° और sin θ = sin 30° = 1/2 है।",
        },
      },
    ],
  },
  {
    product: "identity-dominoes",
    topic: "class-10-introduction-to-trigonometry",
    title: {
      en: "Identity Dominoes: join tiles with the three identities",
      hi: "सर्वसमिका डोमिनो: तीन सर्वसमिकाओं से टाइलें जोड़ें",
    },
    goal: {
      en: "The child practises sin²θ + cos²θ = 1, 1 + tan²θ = sec²θ, 1 + cot²θ = cosec²θ and tan θ = sin θ / cos θ by giving the reason for every tile they join.",
      hi: "हर जोड़ी गई टाइल का कारण बताते हुए बच्चा sin²θ + cos²θ = 1, 1 + tan²θ = sec²θ, 1 + cot²θ = cosec²θ सर्वसमिकाओं और tan θ = sin θ / cos θ का अभ्यास करता है।",
    },
    steps: [
      {
        en: "Write the three identities on a slip of paper and keep it by the table. Play the solo puzzle or a 2 to 4 player game as the rule and answer card describes.",
        hi: "तीनों सर्वसमिकाएँ एक पर्ची पर लिखकर पास रखें। नियम और उत्तर कार्ड के अनुसार अकेले वाली पहेली या 2 से 4 खिलाड़ियों का खेल खेलें।",
      },
      {
        en: "Before a tile is laid, ask the player why its expression equals the one on the table and which identity or definition gives it, for example 1 + tan²θ = sec²θ.",
        hi: "टाइल रखने से पहले खिलाड़ी से पूछें कि उसका व्यंजक मेज़ पर रखे व्यंजक के बराबर क्यों है और कौन-सी सर्वसमिका या परिभाषा इसे सिद्ध करती है, जैसे 1 + tan²θ = sec²θ।",
      },
      {
        en: "Check any doubtful join with the rule and answer card.",
        hi: "किसी जोड़ पर शंका हो तो उसे नियम और उत्तर कार्ड से जाँचें।",
      },
      {
        en: "After the game, pick three joins. Have the child write each as an equation and show how it follows from sin²θ + cos²θ = 1 (dividing by cos²θ or sin²θ) or from the definitions of the ratios.",
        hi: "खेल के बाद तीन जोड़ चुनें। बच्चे से हर जोड़ को समीकरण के रूप में लिखवाएँ और दिखवाएँ कि वह sin²θ + cos²θ = 1 से (cos²θ या sin²θ से भाग देकर) या अनुपातों की परिभाषा से कैसे निकलता है।",
      },
    ],
    questions: [
      {
        question: {
          en: "Simplify (1 + tan²θ) cos²θ.",
          hi: "(1 + tan²θ) cos²θ को सरल करें।",
        },
        answer: {
          en: "1 + tan²θ = sec²θ, so (1 + tan²θ) cos²θ = sec²θ · cos²θ = 1, since sec θ = 1/cos θ.",
          hi: "1 + tan²θ = sec²θ, अतः (1 + tan²θ) cos²θ = sec²θ · cos²θ = 1, क्योंकि sec θ = 1/cos θ है।",
        },
      },
      {
        question: {
          en: "Prove that (sec²θ − 1)(cosec²θ − 1) = 1.",
          hi: "सिद्ध करें कि (sec²θ − 1)(cosec²θ − 1) = 1 है।",
        },
        answer: {
          en: "sec²θ − 1 = tan²θ and cosec²θ − 1 = cot²θ, so the product is tan²θ · cot²θ = 1, since cot θ = 1/tan θ.",
          hi: "sec²θ − 1 = tan²θ और cosec²θ − 1 = cot²θ, अतः गुणनफल tan²θ · cot²θ = 1 है, क्योंकि cot θ = 1/tan θ है।",
        },
      },
      {
        question: {
          en: "If sec A = 5/4 and A is acute, find tan A.",
          hi: "यदि sec A = 5/4 है और A न्यून कोण है, तो tan A ज्ञात करें।",
        },
        answer: {
          en: "tan²A = sec²A − 1 = 25/16 − 1 = 9/16, so tan A = 3/4.",
          hi: "tan²A = sec²A − 1 = 25/16 − 1 = 9/16, अतः tan A = 3/4 है।",
        },
      },
      {
        question: {
          en: "Prove that tan θ + cot θ = sec θ cosec θ.",
          hi: "सिद्ध करें कि tan θ + cot θ = sec θ cosec θ है।",
        },
        answer: {
          en: "tan θ + cot θ = sin θ/cos θ + cos θ/sin θ = (sin²θ + cos²θ)/(sin θ cos θ) = 1/(sin θ cos θ) = sec θ cosec θ.",
          hi: "tan θ + cot θ = sin θ/cos θ + cos θ/sin θ = (sin²θ + cos²θ)/(sin θ cos θ) = 1/(sin θ cos θ) = sec θ cosec θ है।",
        },
      },
    ],
  },
  {
    product: "heights-distances-clinometer-kit",
    topic: "class-10-some-applications-of-trigonometry",
    title: {
      en: "Clinometer walk: the height of a tree with tan θ",
      hi: "क्लाइनोमीटर से नाप: tan θ से पेड़ की ऊँचाई",
    },
    goal: {
      en: "The child measures an angle of elevation with the clinometer they have built and a baseline with the tape, then finds a real height with tan θ, as in the chapter's heights and distances problems.",
      hi: "बच्चा अपने बनाए क्लाइनोमीटर से उन्नयन कोण और फ़ीते से आधार-दूरी नापता है, फिर अध्याय के ऊँचाई और दूरी वाले प्रश्नों की तरह tan θ से किसी असली वस्तु की ऊँचाई ज्ञात करता है।",
    },
    steps: [
      {
        en: "Assemble the clinometer from the quadrant, the sighting tube and the plumb bob with thread, so that the thread hangs freely across the quadrant's scale.",
        hi: "चतुर्थांश, देखने की नली और धागे सहित साहुल से क्लाइनोमीटर जोड़ें, ताकि साहुल का धागा चतुर्थांश के पैमाने पर खुलकर लटके।",
      },
      {
        en: "Choose a tree or building on level ground. With the 10 m tape, measure the distance from its foot to the spot where the child will stand, and the child's eye height too.",
        hi: "समतल ज़मीन पर कोई पेड़ या इमारत चुनें। 10 m के फ़ीते से उसके पाद से उस जगह तक की दूरी नापें जहाँ बच्चा खड़ा होगा, और बच्चे की आँख की ऊँचाई भी नापें।",
      },
      {
        en: "Ask the child to sight the top through the tube, and read the angle of elevation where the thread crosses the scale, following the field worksheet. Read it twice and take the average.",
        hi: "बच्चे से नली में से शिखर देखने को कहें, और मैदानी वर्कशीट के अनुसार, धागा जहाँ पैमाने को काटे, वहाँ उन्नयन कोण पढ़ें। दो बार पढ़कर औसत लें।",
      },
      {
        en: "Look up tan θ on the tan-table card and work it out on a field worksheet: height = distance × tan θ + eye height.",
        hi: "tan सारणी कार्ड पर tan θ देखें और मैदानी वर्कशीट पर हिसाब लगाएँ: ऊँचाई = दूरी × tan θ + आँख की ऊँचाई।",
      },
      {
        en: "Measure again from a second spot farther away. The angle comes out smaller but the height about the same; talk about why.",
        hi: "थोड़ा और दूर किसी दूसरी जगह से फिर नापें। कोण छोटा आएगा पर ऊँचाई लगभग वही; इस पर बात करें कि ऐसा क्यों होता है।",
      },
    ],
    questions: [
      {
        question: {
          en: "From a point on level ground 20 m from the foot of a tower, the angle of elevation of its top is 45°. Find the height of the tower.",
          hi: "समतल ज़मीन पर किसी मीनार के पाद से 20 m दूर एक बिंदु से उसके शिखर का उन्नयन कोण 45° है। मीनार की ऊँचाई ज्ञात करें।",
        },
        answer: {
          en: "tan 45° = h/20 and tan 45° = 1, so h = 20 m.",
          hi: "tan 45° = h/20 और tan 45° = 1, अतः h = 20 m है।",
        },
      },
      {
        question: {
          en: "The angle of elevation of the top of a tree from a point 15 m from its foot is 60°. Find its height (√3 ≈ 1.732).",
          hi: "किसी पेड़ के पाद से 15 m दूर एक बिंदु से उसके शिखर का उन्नयन कोण 60° है। पेड़ की ऊँचाई ज्ञात करें (√3 ≈ 1.732)।",
        },
        answer: {
          en: "h = 15 tan 60° = 15√3 ≈ 15 × 1.732 = 25.98 m.",
          hi: "h = 15 tan 60° = 15√3 ≈ 15 × 1.732 = 25.98 m, अतः पेड़ लगभग 25.98 m ऊँचा है।",
        },
      },
      {
        question: {
          en: "A student whose eyes are 1.5 m above the ground stands 30 m from a building and sees its top at an angle of elevation of 30°. How tall is the building?",
          hi: "एक विद्यार्थी, जिसकी आँखें ज़मीन से 1.5 m ऊपर हैं, किसी इमारत से 30 m दूर खड़ा है और उसके शिखर का उन्नयन कोण 30° है। इमारत कितनी ऊँची है?",
        },
        answer: {
          en: "Above eye level the height is 30 tan 30° = 30/√3 = 10√3 ≈ 17.32 m, so the building is about 17.32 + 1.5 = 18.82 m tall.",
          hi: "आँख के स्तर से ऊपर ऊँचाई 30 tan 30° = 30/√3 = 10√3 ≈ 17.32 m है, अतः इमारत की ऊँचाई लगभग 17.32 + 1.5 = 18.82 m है।",
        },
      },
      {
        question: {
          en: "From the top of a 10 m high building, the angle of depression of a car on the road is 30°. How far is the car from the foot of the building?",
          hi: "10 m ऊँची इमारत के शिखर से सड़क पर खड़ी एक कार का अवनमन कोण 30° है। कार इमारत के पाद से कितनी दूर है?",
        },
        answer: {
          en: "The angle of elevation of the top from the car is also 30° (alternate angles), so tan 30° = 10/d and d = 10√3 ≈ 17.32 m.",
          hi: "कार से शिखर का उन्नयन कोण भी 30° है (एकांतर कोण), अतः tan 30° = 10/d और d = 10√3 ≈ 17.32 m है।",
        },
      },
    ],
  },
  {
    product: "trigonik",
    topic: "class-11-trigonometric-functions",
    title: {
      en: "Trigonik: sine, cosine and their signs round the unit circle",
      hi: "ट्रिगोनिक: इकाई वृत्त पर sin, cos और उनके चिह्न",
    },
    goal: {
      en: "The child reads sin x and cos x off the projection arms for angles in all four quadrants, finds where each is negative, and links degree and radian measure, as the chapter does.",
      hi: "बच्चा चारों चतुर्थांशों के कोणों के लिए प्रक्षेपण भुजाओं से sin x और cos x पढ़ता है, देखता है कि कहाँ कौन ऋणात्मक है, और अध्याय की तरह डिग्री माप को रेडियन माप से जोड़ता है।",
    },
    steps: [
      {
        en: "Slot wedges into the board to build an angle in the first quadrant. Have the child read its measure on both the degree and the radian scale.",
        hi: "बोर्ड में कोण-खंड लगाकर पहले चतुर्थांश में एक कोण बनाएँ। बच्चे से डिग्री और रेडियन, दोनों पैमानों पर उसका माप पढ़वाएँ।",
      },
      {
        en: "Set the sliding projection arms for this angle and read sin x and cos x off them. Check that sin²x + cos²x comes to about 1.",
        hi: "खिसकने वाली प्रक्षेपण भुजाओं को इस कोण के लिए जमाएँ और उन पर sin x और cos x पढ़ें। जाँचें कि sin²x + cos²x लगभग 1 आता है।",
      },
      {
        en: "Build an angle in each of the other three quadrants with the wedges of its colour. Read the arms each time and fill in a table of the signs of sin x and cos x in each quadrant.",
        hi: "बाक़ी तीनों चतुर्थांशों में उनके रंग के कोण-खंडों से एक-एक कोण बनाएँ। हर बार भुजाएँ पढ़ें और हर चतुर्थांश में sin x तथा cos x के चिह्नों की सारणी भरें।",
      },
      {
        en: "Draw puzzle cards from the easiest level and solve them against the clock. Check the answers in the solutions booklet, then move up a level.",
        hi: "सबसे आसान स्तर के पहेली कार्ड निकालें और समय बाँधकर हल करें। उत्तर हल-पुस्तिका से जाँचें, फिर अगले स्तर पर जाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "Convert 240° into radian measure.",
          hi: "240° को रेडियन माप में बदलें।",
        },
        answer: {
          en: "240° = 240 × π/180 radian = 4π/3 radian.",
          hi: "240° = 240 × π/180 रेडियन = 4π/3 रेडियन है।",
        },
      },
      {
        question: {
          en: "Convert 5π/3 radian into degree measure.",
          hi: "5π/3 रेडियन को डिग्री माप में बदलें।",
        },
        answer: {
          en: "5π/3 radian = 5π/3 × 180°/π = 300°.",
          hi: "5π/3 रेडियन = 5π/3 × 180°/π = 300° है।",
        },
      },
      {
        question: {
          en: "If cos x = −3/5 and x lies in the third quadrant, find sin x and tan x.",
          hi: "यदि cos x = −3/5 है और x तीसरे चतुर्थांश में है, तो sin x और tan x ज्ञात करें।",
        },
        answer: {
          en: "sin²x = 1 − 9/25 = 16/25. In the third quadrant sin x is negative, so sin x = −4/5 and tan x = (−4/5)/(−3/5) = 4/3.",
          hi: "sin²x = 1 − 9/25 = 16/25। तीसरे चतुर्थांश में sin x ऋणात्मक होता है, अतः sin x = −4/5 और tan x = (−4/5)/(−3/5) = 4/3 है।",
        },
      },
      {
        question: {
          en: "Find the value of sin (31π/3).",
          hi: "sin (31π/3) का मान ज्ञात करें।",
        },
        answer: {
          en: "31π/3 = 10π + π/3, and sin x repeats after every 2π, so sin (31π/3) = sin (π/3) = √3/2.",
          hi: "31π/3 = 10π + π/3 और sin x का मान हर 2π के बाद दोहराता है, अतः sin (31π/3) = sin (π/3) = √3/2 है।",
        },
      },
      {
        question: {
          en: "Find the sign and the value of cos 210°.",
          hi: "cos 210° का चिह्न और मान ज्ञात करें।",
        },
        answer: {
          en: "210° = 180° + 30° lies in the third quadrant, where cos is negative, so cos 210° = −cos 30° = −√3/2.",
          hi: "210° = 180° + 30° तीसरे चतुर्थांश में है, जहाँ cos ऋणात्मक होता है, अतः cos 210° = −cos 30° = −√3/2 है।",
        },
      },
    ],
  },
  {
    product: "radian-rings",
    topic: "class-11-trigonometric-functions",
    title: {
      en: "Radian Rings: one radius of arc makes one radian",
      hi: "रेडियन छल्ले: एक त्रिज्या लंबा चाप, एक रेडियन",
    },
    goal: {
      en: "With the rings and their one-radius arc strips, the child sees that one radian is the same angle on every circle, that a full turn is 2π radians, and that arc length is s = rθ.",
      hi: "छल्लों और उनकी एक त्रिज्या लंबी चाप-पट्टियों से बच्चा देखता है कि हर वृत्त पर एक रेडियन उतना ही कोण है, पूरा चक्कर 2π रेडियन है और चाप की लंबाई s = rθ है।",
    },
    steps: [
      {
        en: "Take one ring and a strip that matches it. Lay the strip along the ring from a starting point: the angle this arc subtends at the centre is one radian.",
        hi: "एक छल्ला और उससे मेल खाती एक चाप-पट्टी लें। पट्टी को किसी आरंभ-बिंदु से छल्ले पर बिछाएँ: यह चाप केंद्र पर जो कोण अंतरित करता है, वही एक रेडियन है।",
      },
      {
        en: "Do the same on a ring of another size with its own strip. The strips differ in length, but the angles at the centre are the same: one radian does not depend on the size of the circle.",
        hi: "दूसरे आकार के छल्ले पर उसकी अपनी पट्टी से यही करें। पट्टियों की लंबाई अलग है, पर केंद्र पर कोण एक ही है: एक रेडियन वृत्त के आकार पर निर्भर नहीं करता।",
      },
      {
        en: "Mark the starting point with a paper slip and lay matching strips end to end round the ring, moving them on when you run out. Six strips leave a small gap: a full turn is 2π ≈ 6.28 radians.",
        hi: "आरंभ-बिंदु पर काग़ज़ की पर्ची लगाएँ और मेल खाती पट्टियाँ सिरे से सिरा मिलाकर छल्ले के चारों ओर बिछाएँ; पट्टियाँ कम पड़ें तो उन्हें आगे खिसकाएँ। छह पट्टियों के बाद थोड़ी जगह बचती है: पूरा चक्कर 2π ≈ 6.28 रेडियन है।",
      },
      {
        en: "Compare one strip with the engraved marks: π/6 ≈ 0.52 is about half a strip, π/3 ≈ 1.05 just over one strip, and π/2 ≈ 1.57 about one and a half.",
        hi: "एक पट्टी की तुलना उकेरे हुए निशानों से करें: π/6 ≈ 0.52 लगभग आधी पट्टी है, π/3 ≈ 1.05 एक पट्टी से ज़रा-सा अधिक, और π/2 ≈ 1.57 लगभग डेढ़ पट्टी।",
      },
      {
        en: "Work through the activity cards that lead to s = rθ: two strips make an arc 2r long at 2 radians, so an arc of θ radians is rθ long.",
        hi: "s = rθ तक ले जाने वाले गतिविधि कार्ड करें: दो पट्टियाँ 2r लंबा चाप बनाती हैं जो 2 रेडियन का कोण अंतरित करता है, इसलिए θ रेडियन वाले चाप की लंबाई rθ होती है।",
      },
    ],
    questions: [
      {
        question: {
          en: "Convert 1 radian into degrees, taking π = 22/7.",
          hi: "π = 22/7 लेकर 1 रेडियन को डिग्री में बदलें।",
        },
        answer: {
          en: "1 radian = 180°/π = 180° × 7/22 ≈ 57.27°, that is about 57° 16′.",
          hi: "1 रेडियन = 180°/π = 180° × 7/22 ≈ 57.27°, यानी लगभग 57° 16′ है।",
        },
      },
      {
        question: {
          en: "Convert 135° into radians.",
          hi: "135° को रेडियन में बदलें।",
        },
        answer: {
          en: "135° = 135 × π/180 radian = 3π/4 radian.",
          hi: "135° = 135 × π/180 रेडियन = 3π/4 रेडियन है।",
        },
      },
      {
        question: {
          en: "The tip of a pendulum 75 cm long describes an arc of 10 cm. Through what angle does the pendulum swing?",
          hi: "75 cm लंबे लोलक का सिरा 10 cm लंबा चाप बनाता है। लोलक कितने कोण से दोलन करता है?",
        },
        answer: {
          en: "θ = s/r = 10/75 = 2/15 radian.",
          hi: "θ = s/r = 10/75 = 2/15 रेडियन है।",
        },
      },
      {
        question: {
          en: "In a circle of radius 12 cm, find the length of the arc that subtends an angle of π/3 at the centre.",
          hi: "12 cm त्रिज्या वाले वृत्त में उस चाप की लंबाई ज्ञात करें जो केंद्र पर π/3 का कोण अंतरित करता है।",
        },
        answer: {
          en: "s = rθ = 12 × π/3 = 4π cm ≈ 12.57 cm.",
          hi: "s = rθ = 12 × π/3 = 4π cm ≈ 12.57 cm है।",
        },
      },
      {
        question: {
          en: "Find the radius of the circle in which a central angle of 60° cuts off an arc of 37.4 cm (π = 22/7).",
          hi: "उस वृत्त की त्रिज्या ज्ञात करें जिसमें 60° का केंद्रीय कोण 37.4 cm लंबा चाप काटता है (π = 22/7)।",
        },
        answer: {
          en: "60° = π/3 = 22/21 radian, so r = s/θ = 37.4 × 21/22 = 35.7 cm.",
          hi: "60° = π/3 = 22/21 रेडियन, अतः r = s/θ = 37.4 × 21/22 = 35.7 cm है।",
        },
      },
    ],
  },
  {
    product: "angle-arena",
    topic: "class-6-lines-and-angles",
    title: {
      en: "Angle Arena: estimate, measure and name the angle",
      hi: "कोण अखाड़ा: अनुमान लगाएँ, नापें और कोण पहचानें",
    },
    goal: {
      en: "The child estimates angles, measures them on the protractor board and names them acute, right, obtuse, straight or reflex, building the angle sense of the Lines and Angles chapter.",
      hi: "बच्चा कोणों का अनुमान लगाता है, उन्हें चाँदे वाले बोर्ड पर नापता है और न्यून, समकोण, अधिक, ऋजु या प्रतिवर्ती कोण के रूप में पहचानता है; इससे अध्याय 2 (रेखाएँ और कोण) वाली कोण की समझ पक्की होती है।",
    },
    steps: [
      {
        en: "Open the board on its degree side and leave the gradian scale for later. Shuffle the angle challenge cards and set out the territory tokens as the rule sheet says.",
        hi: "बोर्ड को डिग्री वाली ओर खोलें; ग्रेडियन पैमाना बाद के लिए छोड़ दें। कोण चुनौती कार्ड फेंटें और नियम-पत्र के अनुसार इलाक़ा टोकन रखें।",
      },
      {
        en: "Play by the rule sheet. Before each measurement, have the player name the type of angle (acute, obtuse or reflex) and say an estimate in degrees.",
        hi: "नियम-पत्र के अनुसार खेलें। हर माप से पहले खिलाड़ी से कोण का प्रकार (न्यून, अधिक या प्रतिवर्ती) और डिग्री में उसका अनुमान बुलवाएँ।",
      },
      {
        en: "Measure with the transparent measuring arm and see how far off the estimate was. Praise estimates that come close, as the game's scoring does.",
        hi: "पारदर्शी मापक भुजा से नापें और देखें कि अनुमान कितना दूर रहा। खेल के अंकों की तरह आप भी क़रीबी अनुमान की सराहना करें।",
      },
      {
        en: "After the game, set the arm to 90°, then 180°, then 130°. Ask each time for the type of angle, and at 130° for the reflex angle on the other side: 360° − 130° = 230°.",
        hi: "खेल के बाद मापक भुजा को पहले 90°, फिर 180° और फिर 130° पर रखें। हर बार कोण का प्रकार पूछें, और 130° पर दूसरी ओर बने प्रतिवर्ती कोण का माप भी: 360° − 130° = 230°।",
      },
    ],
    questions: [
      {
        question: {
          en: "Name the type of each angle: 35°, 90°, 145°, 180°, 250°.",
          hi: "बताएँ कि 35°, 90°, 145°, 180° और 250° किस प्रकार के कोण हैं।",
        },
        answer: {
          en: "35°: acute (less than 90°); 90°: right angle; 145°: obtuse (between 90° and 180°); 180°: straight angle; 250°: reflex (between 180° and 360°).",
          hi: "35°: न्यून कोण (90° से कम); 90°: समकोण; 145°: अधिक कोण (90° और 180° के बीच); 180°: ऋजु कोण; 250°: प्रतिवर्ती कोण (180° और 360° के बीच)।",
        },
      },
      {
        question: {
          en: "What is the angle between the hands of a clock at 4 o'clock, and what type of angle is it?",
          hi: "4 बजे घड़ी की सुइयों के बीच कितना कोण होता है, और वह किस प्रकार का कोण है?",
        },
        answer: {
          en: "The 12 hour marks divide 360° into parts of 30°. At 4 o'clock the hands are 4 marks apart: 4 × 30° = 120°, an obtuse angle.",
          hi: "घड़ी के 12 अंक 360° को 30°-30° के भागों में बाँटते हैं। 4 बजे सुइयों के बीच 4 भाग होते हैं: 4 × 30° = 120°, जो एक अधिक कोण है।",
        },
      },
      {
        question: {
          en: "Two arms make an angle of 130°. What is the reflex angle between the same two arms?",
          hi: "दो भुजाएँ 130° का कोण बनाती हैं। इन्हीं दो भुजाओं के बीच प्रतिवर्ती कोण कितना है?",
        },
        answer: {
          en: "A full turn is 360°, so the reflex angle is 360° − 130° = 230°.",
          hi: "एक पूरा चक्कर 360° का होता है, अतः प्रतिवर्ती कोण 360° − 130° = 230° है।",
        },
      },
      {
        question: {
          en: "Facing north, Rani turns clockwise until she faces west. Through what angle has she turned, and what type of angle is it?",
          hi: "उत्तर की ओर मुँह करके खड़ी रानी घड़ी की सुइयों की दिशा में तब तक घूमती है जब तक उसका मुँह पश्चिम की ओर न हो जाए। वह कितने कोण से घूमी, और यह किस प्रकार का कोण है?",
        },
        answer: {
          en: "North to east, east to south and south to west are three right angles: 3 × 90° = 270°, a reflex angle.",
          hi: "उत्तर से पूर्व, पूर्व से दक्षिण और दक्षिण से पश्चिम, ये तीन समकोण हैं: 3 × 90° = 270°, जो एक प्रतिवर्ती कोण है।",
        },
      },
    ],
  },
  {
    product: "algebra-tiles-pro",
    topic: "class-10-polynomials",
    title: {
      en: "Algebra Tiles Pro: factorise with a rectangle, then find the zeroes",
      hi: "बीजगणित टाइल्स प्रो: आयत से गुणनखंड, गुणनखंडों से शून्यक",
    },
    goal: {
      en: "The child lays out a quadratic polynomial with x², x and unit tiles as a rectangle, reads its factors from the sides, and finds its zeroes from the factors, as the Polynomials chapter does.",
      hi: "बच्चा x², x और इकाई टाइलों से द्विघात बहुपद को आयत के रूप में जमाता है, भुजाओं से उसके गुणनखंड पढ़ता है और बहुपद अध्याय की तरह गुणनखंडों से उसके शून्यक ज्ञात करता है।",
    },
    steps: [
      {
        en: "Build x² + 5x + 6 on a work mat: one x² tile, five x tiles and six unit tiles, coloured side up.",
        hi: "अभ्यास-चटाई पर x² + 5x + 6 बनाएँ: एक x² टाइल, पाँच x टाइलें और छह इकाई टाइलें, रंगीन ओर ऊपर रखकर।",
      },
      {
        en: "Move all the tiles into the multiplication frame as one rectangle: the x² tile in the corner, x tiles along its two sides and the unit tiles filling the remaining corner.",
        hi: "सारी टाइलों को गुणा के ढाँचे में एक आयत के रूप में जमाएँ: कोने में x² टाइल, उसकी दोनों भुजाओं के साथ x टाइलें, और बचे हुए कोने में इकाई टाइलें।",
      },
      {
        en: "Read the length and breadth along the frame: x + 2 and x + 3. So x² + 5x + 6 = (x + 2)(x + 3).",
        hi: "ढाँचे के किनारों पर लंबाई और चौड़ाई पढ़ें: x + 2 और x + 3। अतः x² + 5x + 6 = (x + 2)(x + 3)।",
      },
      {
        en: "Ask which values of x make a side zero: x = −2 and x = −3 are the zeroes. Check that their sum −5 equals −b/a and their product 6 equals c/a.",
        hi: "पूछें कि x के किन मानों पर कोई भुजा शून्य हो जाती है: x = −2 और x = −3 ही शून्यक हैं। जाँचें कि इनका योग −5, −b/a के और गुणनफल 6, c/a के बराबर है।",
      },
      {
        en: "Now build x² − 5x + 6, turning the x tiles to the red side for −5x. Make its rectangle and find the factors (x − 2)(x − 3) and the zeroes 2 and 3.",
        hi: "अब x² − 5x + 6 बनाएँ; −5x के लिए x टाइलों को लाल ओर पलटें। इसका आयत बनाकर गुणनखंड (x − 2)(x − 3) और शून्यक 2 और 3 ज्ञात करें।",
      },
    ],
    questions: [
      {
        question: {
          en: "Find the zeroes of x² + 7x + 10 and verify the relationship between the zeroes and the coefficients.",
          hi: "x² + 7x + 10 के शून्यक ज्ञात करें और शून्यकों तथा गुणांकों के बीच के संबंध की सत्यता की जाँच करें।",
        },
        answer: {
          en: "x² + 7x + 10 = (x + 2)(x + 5), so the zeroes are −2 and −5. Sum: −7 = −7/1 = −b/a; product: 10 = 10/1 = c/a.",
          hi: "x² + 7x + 10 = (x + 2)(x + 5), अतः शून्यक −2 और −5 हैं। योग: −7 = −7/1 = −b/a; गुणनफल: 10 = 10/1 = c/a है।",
        },
      },
      {
        question: {
          en: "Find the zeroes of x² − 2x − 8.",
          hi: "x² − 2x − 8 के शून्यक ज्ञात करें।",
        },
        answer: {
          en: "x² − 2x − 8 = (x − 4)(x + 2), so the zeroes are 4 and −2. Check: sum 2 = −(−2)/1, product −8 = −8/1.",
          hi: "x² − 2x − 8 = (x − 4)(x + 2), अतः शून्यक 4 और −2 हैं। जाँच: योग 2 = −(−2)/1, गुणनफल −8 = −8/1 है।",
        },
      },
      {
        question: {
          en: "Find the zeroes of 6x² − 7x − 3.",
          hi: "6x² − 7x − 3 के शून्यक ज्ञात करें।",
        },
        answer: {
          en: "Split −7x as −9x + 2x: 6x² − 9x + 2x − 3 = 3x(2x − 3) + 1(2x − 3) = (3x + 1)(2x − 3). The zeroes are −1/3 and 3/2.",
          hi: "−7x को −9x + 2x में विभक्त करें: 6x² − 9x + 2x − 3 = 3x(2x − 3) + 1(2x − 3) = (3x + 1)(2x − 3)। शून्यक −1/3 और 3/2 हैं।",
        },
      },
      {
        question: {
          en: "Find a quadratic polynomial whose zeroes have sum −3 and product 2, and find its zeroes.",
          hi: "एक द्विघात बहुपद ज्ञात करें जिसके शून्यकों का योग −3 और गुणनफल 2 हो, और उसके शून्यक भी ज्ञात करें।",
        },
        answer: {
          en: "x² − (sum)x + product = x² + 3x + 2 = (x + 1)(x + 2), so the zeroes are −1 and −2.",
          hi: "x² − (योग)x + गुणनफल = x² + 3x + 2 = (x + 1)(x + 2), अतः शून्यक −1 और −2 हैं।",
        },
      },
    ],
  },
  {
    product: "polynomial-pairs",
    topic: "class-10-polynomials",
    title: {
      en: "Polynomial Pairs: match, factorise, find the zeroes",
      hi: "बहुपद जोड़ियाँ: मिलाएँ, गुणनखंड करें, शून्यक निकालें",
    },
    goal: {
      en: "The child matches polynomials with their factorised forms in a memory game, justifies each match by multiplying out or splitting the middle term, and reads the zeroes from the factors.",
      hi: "बच्चा याददाश्त के खेल में बहुपदों को उनके गुणनखंड वाले रूप से मिलाता है, हर जोड़ी को गुणा करके या मध्य पद को विभक्त करके सही ठहराता है, और गुणनखंडों से शून्यक पढ़ता है।",
    },
    steps: [
      {
        en: "Pick one of the three difficulty sets and lay its cards face down in rows.",
        hi: "कठिनाई के तीन सेटों में से एक चुनें और उसके कार्ड उलटे करके पंक्तियों में बिछाएँ।",
      },
      {
        en: "Take turns to turn over two cards. If a polynomial meets its factorised form, the player keeps the pair; if not, turn both back.",
        hi: "बारी-बारी से दो कार्ड पलटें। यदि बहुपद अपने गुणनखंड वाले रूप से मिल जाए तो खिलाड़ी जोड़ी रख लेता है; नहीं तो दोनों कार्ड फिर उलटे कर दें।",
      },
      {
        en: "Before a pair is kept, ask the player to justify it: multiply the factors out aloud, or for x² + bx + c name the two numbers whose sum is b and product is c.",
        hi: "जोड़ी रखने से पहले खिलाड़ी से उसका कारण पूछें: गुणनखंडों को गुणा करके दिखाए, या x² + bx + c के लिए वे दो संख्याएँ बताए जिनका योग b और गुणनफल c है।",
      },
      {
        en: "Settle any doubtful pair with the answer key card.",
        hi: "जिस जोड़ी पर शंका हो, उसे उत्तर कुंजी कार्ड से तय करें।",
      },
      {
        en: "At the end, have each player choose two quadratic pairs they won and write their zeroes from the factors: (x + 2)(x + 3), for example, gives −2 and −3.",
        hi: "अंत में हर खिलाड़ी से उसकी जीती हुई दो द्विघात जोड़ियाँ चुनवाएँ और गुणनखंडों से उनके शून्यक लिखवाएँ: जैसे (x + 2)(x + 3) से −2 और −3।",
      },
    ],
    questions: [
      {
        question: {
          en: "Factorise x² − x − 12 and find its zeroes.",
          hi: "x² − x − 12 के गुणनखंड करें और उसके शून्यक ज्ञात करें।",
        },
        answer: {
          en: "The numbers with sum −1 and product −12 are −4 and 3, so x² − x − 12 = (x − 4)(x + 3) and the zeroes are 4 and −3.",
          hi: "जिन संख्याओं का योग −1 और गुणनफल −12 है, वे −4 और 3 हैं, अतः x² − x − 12 = (x − 4)(x + 3) और शून्यक 4 और −3 हैं।",
        },
      },
      {
        question: {
          en: "Factorise 2x² + 7x + 3 by splitting the middle term, and find its zeroes.",
          hi: "मध्य पद को विभक्त करके 2x² + 7x + 3 के गुणनखंड करें और उसके शून्यक ज्ञात करें।",
        },
        answer: {
          en: "ac = 6 = 6 × 1 and 6 + 1 = 7, so 2x² + 6x + x + 3 = 2x(x + 3) + 1(x + 3) = (2x + 1)(x + 3). The zeroes are −1/2 and −3.",
          hi: "ac = 6 = 6 × 1 और 6 + 1 = 7, अतः 2x² + 6x + x + 3 = 2x(x + 3) + 1(x + 3) = (2x + 1)(x + 3)। शून्यक −1/2 और −3 हैं।",
        },
      },
      {
        question: {
          en: "Find the zeroes of 4u² + 8u.",
          hi: "4u² + 8u के शून्यक ज्ञात करें।",
        },
        answer: {
          en: "Take out the common factor: 4u² + 8u = 4u(u + 2), so the zeroes are 0 and −2. Check: sum −2 = −8/4, product 0 = 0/4.",
          hi: "सार्व गुणनखंड निकालें: 4u² + 8u = 4u(u + 2), अतः शून्यक 0 और −2 हैं। जाँच: योग −2 = −8/4, गुणनफल 0 = 0/4 है।",
        },
      },
      {
        question: {
          en: "Find the zeroes of t² − 15.",
          hi: "t² − 15 के शून्यक ज्ञात करें।",
        },
        answer: {
          en: "As a difference of squares, t² − 15 = (t − √15)(t + √15), so the zeroes are √15 and −√15.",
          hi: "वर्गों के अंतर के रूप में t² − 15 = (t − √15)(t + √15), अतः शून्यक √15 और −√15 हैं।",
        },
      },
    ],
  },
  {
    product: "parabola-pegboard",
    topic: "class-10-polynomials",
    title: {
      en: "Parabola Pegboard: where the graph meets the x-axis",
      hi: "परवलय पेगबोर्ड: आलेख x-अक्ष को कहाँ काटता है",
    },
    goal: {
      en: "The child plots quadratic polynomials with pegs and cords and reads their zeroes where each graph meets the x-axis: two, one or none, as the Polynomials chapter shows.",
      hi: "बच्चा खूँटियों और डोरियों से द्विघात बहुपदों के आलेख बनाता है और आलेख जहाँ x-अक्ष से मिलता है वहाँ से शून्यक पढ़ता है: दो, एक या एक भी नहीं, जैसा बहुपद अध्याय दिखाता है।",
    },
    steps: [
      {
        en: "Make a table of values of y = x² − 2x − 3 for x = −2, −1, 0, 1, 2, 3, 4: y = 5, 0, −3, −4, −3, 0, 5.",
        hi: "x = −2, −1, 0, 1, 2, 3, 4 के लिए y = x² − 2x − 3 के मानों की सारणी बनाएँ; y के मान क्रमशः 5, 0, −3, −4, −3, 0, 5 आते हैं।",
      },
      {
        en: "Using the printed axes, push a peg into the board at each point (x, y), then thread an elastic cord through the pegs in order to show the parabola.",
        hi: "छपे हुए अक्षों की मदद से हर बिंदु (x, y) पर बोर्ड में एक खूँटी लगाएँ, फिर खूँटियों में क्रम से लचीली डोरी पिरोकर परवलय बनाएँ।",
      },
      {
        en: "Ask where the cord meets the x-axis: at x = −1 and x = 3. Check that these are the zeroes: x² − 2x − 3 = (x + 1)(x − 3).",
        hi: "पूछें कि डोरी x-अक्ष को कहाँ काटती है: x = −1 और x = 3 पर। जाँचें कि यही शून्यक हैं: x² − 2x − 3 = (x + 1)(x − 3)।",
      },
      {
        en: "With the other two cords, plot y = x² − 2x + 1 through (−1, 4), (0, 1), (1, 0), (2, 1), (3, 4) and y = x² − 2x + 3 through (−1, 6), (0, 3), (1, 2), (2, 3), (3, 6).",
        hi: "बाक़ी दो डोरियों से y = x² − 2x + 1 का आलेख (−1, 4), (0, 1), (1, 0), (2, 1), (3, 4) से और y = x² − 2x + 3 का आलेख (−1, 6), (0, 3), (1, 2), (2, 3), (3, 6) से बनाएँ।",
      },
      {
        en: "Compare the cords: the first cuts the x-axis twice, the second touches it only at x = 1, the third never meets it. So the polynomials have two zeroes, one zero and no zero. Only c changed.",
        hi: "डोरियों की तुलना करें: पहली x-अक्ष को दो बार काटती है, दूसरी उसे केवल x = 1 पर छूती है, तीसरी उससे मिलती ही नहीं। अतः पहले बहुपद के दो शून्यक हैं, दूसरे का एक और तीसरे का कोई नहीं। बदला केवल c है।",
      },
    ],
    questions: [
      {
        question: {
          en: "The graph of y = x² − 2x − 3 cuts the x-axis at (−1, 0) and (3, 0). Verify that −1 and 3 are zeroes of x² − 2x − 3.",
          hi: "y = x² − 2x − 3 का आलेख x-अक्ष को (−1, 0) और (3, 0) पर काटता है। जाँचें कि −1 और 3, x² − 2x − 3 के शून्यक हैं।",
        },
        answer: {
          en: "p(−1) = 1 + 2 − 3 = 0 and p(3) = 9 − 6 − 3 = 0, so both are zeroes.",
          hi: "p(−1) = 1 + 2 − 3 = 0 और p(3) = 9 − 6 − 3 = 0, अतः दोनों शून्यक हैं।",
        },
      },
      {
        question: {
          en: "How many zeroes does x² − 2x + 1 have? Explain from its graph.",
          hi: "x² − 2x + 1 के कितने शून्यक हैं? आलेख की सहायता से समझाएँ।",
        },
        answer: {
          en: "x² − 2x + 1 = (x − 1)², which is 0 only at x = 1. The graph touches the x-axis at the single point (1, 0), so the polynomial has one zero, 1.",
          hi: "x² − 2x + 1 = (x − 1)², जो केवल x = 1 पर 0 होता है। आलेख x-अक्ष को केवल एक बिंदु (1, 0) पर छूता है, अतः बहुपद का एक ही शून्यक 1 है।",
        },
      },
      {
        question: {
          en: "Why does the graph of y = x² − 2x + 3 never meet the x-axis?",
          hi: "y = x² − 2x + 3 का आलेख x-अक्ष से कभी क्यों नहीं मिलता?",
        },
        answer: {
          en: "x² − 2x + 3 = (x − 1)² + 2 and (x − 1)² ≥ 0, so y ≥ 2 for every x. The graph stays above the x-axis, and the polynomial has no zero.",
          hi: "x² − 2x + 3 = (x − 1)² + 2 और (x − 1)² ≥ 0, अतः हर x के लिए y ≥ 2 है। आलेख x-अक्ष से ऊपर ही रहता है, इसलिए बहुपद का कोई शून्यक नहीं है।",
        },
      },
      {
        question: {
          en: "The graph of a quadratic polynomial p(x) whose x² coefficient is 1 cuts the x-axis at x = −2 and x = 4. Find p(x).",
          hi: "एक द्विघात बहुपद p(x), जिसमें x² का गुणांक 1 है, का आलेख x-अक्ष को x = −2 और x = 4 पर काटता है। p(x) ज्ञात करें।",
        },
        answer: {
          en: "Its zeroes are −2 and 4, so p(x) = (x + 2)(x − 4) = x² − 2x − 8.",
          hi: "इसके शून्यक −2 और 4 हैं, अतः p(x) = (x + 2)(x − 4) = x² − 2x − 8 है।",
        },
      },
    ],
  },
  {
    product: "variable-quest",
    topic: "class-10-pair-of-linear-equations-in-two-variables",
    title: {
      en: "Variable Quest: fort routes and pairs of linear equations",
      hi: "चर की खोज: क़िलों के रास्ते और रैखिक समीकरण युग्म",
    },
    goal: {
      en: "The child solves the pairs of linear equations in two variables that open the harder routes of Variable Quest, by substitution and by elimination, and checks each solution in both equations.",
      hi: "बच्चा चर की खोज के कठिन रास्ते खोलने वाले दो चर वाले रैखिक समीकरण युग्मों को प्रतिस्थापन और विलोपन विधि से हल करता है, और हर हल को दोनों समीकरणों में रखकर जाँचता है।",
    },
    steps: [
      {
        en: "Set up the fort map board, explorer pawns, equation cards and treasure tokens as the rule booklet describes, and keep paper and a pencil for working.",
        hi: "नियम-पुस्तिका के अनुसार क़िलों के नक़्शे वाला बोर्ड, खोजी मोहरे, समीकरण कार्ड और ख़ज़ाना टोकन जमाएँ, और हल लिखने के लिए काग़ज़-पेंसिल पास रखें।",
      },
      {
        en: "Play the game, encouraging the child to take the harder routes, where the cards carry simultaneous equations.",
        hi: "खेल खेलें और बच्चे को कठिन रास्ते चुनने के लिए प्रोत्साहित करें, जहाँ कार्डों पर युगपत समीकरण आते हैं।",
      },
      {
        en: "For each pair of equations, have the child solve it on paper by substitution or elimination before the path opens.",
        hi: "हर समीकरण युग्म को रास्ता खुलने से पहले बच्चे से काग़ज़ पर प्रतिस्थापन या विलोपन विधि से हल करवाएँ।",
      },
      {
        en: "Ask the child to check each answer by putting the values of x and y back into both equations.",
        hi: "बच्चे से x और y के मान दोनों समीकरणों में रखकर हर उत्तर की जाँच करवाएँ।",
      },
      {
        en: "After the game, take two of the pairs solved and have the child solve each again by the other method; the answers must agree.",
        hi: "खेल के बाद हल किए गए दो युग्म लें और बच्चे से हर एक को दूसरी विधि से फिर हल करवाएँ; दोनों बार उत्तर एक ही आना चाहिए।",
      },
    ],
    questions: [
      {
        question: {
          en: "Solve the pair x + y = 14 and x − y = 4.",
          hi: "समीकरण युग्म x + y = 14 और x − y = 4 को हल करें।",
        },
        answer: {
          en: "Adding the equations gives 2x = 18, so x = 9, and then y = 14 − 9 = 5. Check: 9 − 5 = 4.",
          hi: "दोनों समीकरणों को जोड़ने पर 2x = 18, अतः x = 9 और फिर y = 14 − 9 = 5। जाँच: 9 − 5 = 4।",
        },
      },
      {
        question: {
          en: "Solve the pair 3x + 4y = 10 and 2x − 2y = 2 by elimination.",
          hi: "विलोपन विधि से समीकरण युग्म 3x + 4y = 10 और 2x − 2y = 2 को हल करें।",
        },
        answer: {
          en: "Multiply the second equation by 2: 4x − 4y = 4. Adding it to the first gives 7x = 14, so x = 2. Then 4y = 10 − 6 = 4, so y = 1. Check: 2(2) − 2(1) = 2.",
          hi: "दूसरे समीकरण को 2 से गुणा करें: 4x − 4y = 4। इसे पहले में जोड़ने पर 7x = 14, अतः x = 2। तब 4y = 10 − 6 = 4, अतः y = 1। जाँच: 2(2) − 2(1) = 2।",
        },
      },
      {
        question: {
          en: "5 pencils and 7 pens together cost ₹50, and 7 pencils and 5 pens cost ₹46. Find the cost of one pencil and of one pen.",
          hi: "5 पेंसिलों और 7 पेनों का मूल्य ₹50 है, और 7 पेंसिलों और 5 पेनों का मूल्य ₹46 है। एक पेंसिल और एक पेन का मूल्य ज्ञात करें।",
        },
        answer: {
          en: "5x + 7y = 50 and 7x + 5y = 46. Adding: 12x + 12y = 96, so x + y = 8. Subtracting: 2y − 2x = 4, so y − x = 2. So a pencil costs ₹3 and a pen ₹5.",
          hi: "5x + 7y = 50 और 7x + 5y = 46। जोड़ने पर 12x + 12y = 96, अतः x + y = 8। घटाने पर 2y − 2x = 4, अतः y − x = 2। इसलिए पेंसिल ₹3 की और पेन ₹5 का है।",
        },
      },
      {
        question: {
          en: "Does the pair x + 2y − 4 = 0 and 2x + 4y − 12 = 0 have a solution?",
          hi: "क्या समीकरण युग्म x + 2y − 4 = 0 और 2x + 4y − 12 = 0 का कोई हल है?",
        },
        answer: {
          en: "a₁/a₂ = 1/2, b₁/b₂ = 2/4 = 1/2 and c₁/c₂ = −4/−12 = 1/3. As a₁/a₂ = b₁/b₂ ≠ c₁/c₂, the lines are parallel: the pair has no solution (it is inconsistent).",
          hi: "a₁/a₂ = 1/2, b₁/b₂ = 2/4 = 1/2 और c₁/c₂ = −4/−12 = 1/3। चूँकि a₁/a₂ = b₁/b₂ ≠ c₁/c₂, रेखाएँ समांतर हैं: युग्म का कोई हल नहीं है (यह असंगत है)।",
        },
      },
    ],
  },
];
