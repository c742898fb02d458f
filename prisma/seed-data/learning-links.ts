/**
 * What each toy teaches (#37): the chapters and early-years skills of the learning map
 * (./learning-map.ts) a product really serves, each with a sentence on how, in English and Hindi.
 * Every claim rests on the product's own description and features (./catalogue/): a toy is
 * linked only where they say it does that work. Products whose chapters are not yet in the map
 * (linear equations in one variable, place value in classes 3 and 4…) wait for it rather than
 * stretch to another.
 */
export interface LearningLinkSeed {
  product: string;
  /** A chapter's or a foundational skill's slug. */
  topic: string;
  how: { en: string; hi: string };
}

export const learningLinks: LearningLinkSeed[] = [
  {
    product: "trigno-card",
    topic: "class-10-introduction-to-trigonometry",
    how: {
      en: "Matching angle cards with their values for 0°, 30°, 45°, 60° and 90° rehearses the table of trigonometric ratios, and the identity cards practise sin²θ + cos²θ = 1.",
      hi: "0°, 30°, 45°, 60° और 90° के कोण-कार्डों को उनके मानों से मिलाते-मिलाते त्रिकोणमितीय अनुपातों की सारणी पक्की हो जाती है, और सर्वसमिका कार्ड sin²θ + cos²θ = 1 का अभ्यास कराते हैं।",
    },
  },
  {
    product: "identity-dominoes",
    topic: "class-10-introduction-to-trigonometry",
    how: {
      en: "A tile joins only where its expression equals the one on the table, so every move practises identities such as 1 + tan²θ = sec²θ and tan θ = sin θ / cos θ.",
      hi: "टाइल वहीं जुड़ती है जहाँ उसका व्यंजक मेज़ पर रखे व्यंजक के बराबर हो, इसलिए हर चाल 1 + tan²θ = sec²θ और tan θ = sin θ / cos θ जैसी सर्वसमिकाओं का अभ्यास है।",
    },
  },
  {
    product: "heights-distances-clinometer-kit",
    topic: "class-10-some-applications-of-trigonometry",
    how: {
      en: "Students build a clinometer, measure the angle of elevation of a building or a tree, and work out its height with tan θ, as the chapter's heights and distances problems do.",
      hi: "विद्यार्थी क्लाइनोमीटर (नतिमापी) बनाकर किसी इमारत या पेड़ का उन्नयन कोण मापते हैं और tan θ से उसकी ऊँचाई निकालते हैं, ठीक वैसे ही जैसे अध्याय के ऊँचाई और दूरी वाले प्रश्नों में।",
    },
  },
  {
    product: "trigonik",
    topic: "class-11-trigonometric-functions",
    how: {
      en: "On the unit circle the projection arms show the sine and cosine of any angle, with their signs in each quadrant and the angle in radians, as the chapter defines them.",
      hi: "इकाई वृत्त पर प्रक्षेप भुजाएँ किसी भी कोण के sin और cos दिखाती हैं, हर चतुर्थांश में उनके चिह्न और रेडियन में कोण के साथ, जैसे अध्याय इन्हें परिभाषित करता है।",
    },
  },
  {
    product: "radian-rings",
    topic: "class-11-trigonometric-functions",
    how: {
      en: "Arc strips exactly one radius long show what one radian is, and lead to the arc length s = rθ with which the chapter begins.",
      hi: "ठीक एक त्रिज्या लंबी चाप-पट्टियाँ दिखाती हैं कि एक रेडियन क्या है, और चाप की लंबाई s = rθ तक ले जाती हैं, जहाँ से यह अध्याय शुरू होता है।",
    },
  },
  {
    product: "angle-arena",
    topic: "class-6-lines-and-angles",
    how: {
      en: "Estimating and then measuring acute, obtuse and reflex angles on the protractor board builds the sense of angle the chapter teaches.",
      hi: "चाँदे वाले बोर्ड पर न्यून, अधिक और प्रतिवर्ती कोणों का पहले अनुमान और फिर माप करने से वह कोण-समझ बनती है जो यह अध्याय सिखाता है।",
    },
  },
  {
    product: "algebra-tiles-pro",
    topic: "class-10-polynomials",
    how: {
      en: "Laying out x², x and unit tiles as a rectangle factorises a quadratic polynomial by hand, and the chapter finds a polynomial's zeroes from its factors.",
      hi: "x², x और इकाई टाइलों को आयत में जमाने से द्विघात बहुपद के गुणनखंड हाथों से बन जाते हैं, और अध्याय इन्हीं गुणनखंडों से बहुपद के शून्यक निकालता है।",
    },
  },
  {
    product: "polynomial-pairs",
    topic: "class-10-polynomials",
    how: {
      en: "Pairing each quadratic with its factors, such as x² + 5x + 6 with (x + 2)(x + 3), drills the splitting of the middle term that finds a polynomial's zeroes.",
      hi: "हर द्विघात व्यंजक को उसके गुणनखंडों से मिलाना, जैसे x² + 5x + 6 को (x + 2)(x + 3) से, मध्य पद को विभक्त करने का अभ्यास कराता है, जिससे बहुपद के शून्यक मिलते हैं।",
    },
  },
  {
    product: "parabola-pegboard",
    topic: "class-10-polynomials",
    how: {
      en: "Threading a cord through the plotted points draws a quadratic polynomial's graph, and where it crosses the x-axis are its zeroes, as the chapter shows.",
      hi: "अंकित बिंदुओं से डोरी पिरोने पर द्विघात बहुपद का आलेख बनता है, और जहाँ वह x-अक्ष को काटता है वही उसके शून्यक हैं, जैसा अध्याय दिखाता है।",
    },
  },
  {
    product: "variable-quest",
    topic: "class-10-pair-of-linear-equations-in-two-variables",
    how: {
      en: "The harder routes open only to players who solve simultaneous equations: a pair of linear equations in two variables.",
      hi: "कठिन रास्ते उन्हीं खिलाड़ियों के लिए खुलते हैं जो युगपत समीकरण हल करें, यानी दो चर वाले रैखिक समीकरणों का युग्म।",
    },
  },
  {
    product: "sequence-sprint",
    topic: "class-10-arithmetic-progressions",
    how: {
      en: "Players spot whether three cards form an arithmetic progression and call the next term; the bonus cards ask for the nth term and the sum of the first n terms.",
      hi: "खिलाड़ी पहचानते हैं कि तीन कार्ड समांतर श्रेढ़ी बनाते हैं या नहीं और अगला पद बोलते हैं; बोनस कार्ड n-वाँ पद और पहले n पदों का योग पूछते हैं।",
    },
  },
  {
    product: "sequence-sprint",
    topic: "class-11-sequences-and-series",
    how: {
      en: "The geometric progression deck, with its nth-term and sum challenges, practises the geometric progressions this chapter adds to the arithmetic ones.",
      hi: "गुणोत्तर श्रेढ़ी वाले कार्ड, n-वें पद और योग की चुनौतियों के साथ, उन गुणोत्तर श्रेढ़ियों का अभ्यास कराते हैं जिन्हें यह अध्याय समांतर श्रेढ़ियों के बाद जोड़ता है।",
    },
  },
  {
    product: "brahma-tower",
    topic: "class-11-sequences-and-series",
    how: {
      en: "The fewest moves for 1, 2, 3 and 4 discs are 1, 3, 7 and 15: counting them leads to 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1, the sum of a geometric progression.",
      hi: "1, 2, 3 और 4 चकतियों के लिए सबसे कम चालें 1, 3, 7 और 15 हैं: इन्हें गिनते-गिनते 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1 तक पहुँचते हैं, जो एक गुणोत्तर श्रेढ़ी का योग है।",
    },
  },
  {
    product: "coordinate",
    topic: "class-10-coordinate-geometry",
    how: {
      en: "Moves are called as ordered pairs on a four-quadrant plane, and the challenge cards ask for midpoints and distances: the section and distance formulas of the chapter.",
      hi: "चालें चारों चतुर्थांशों वाले तल पर क्रमित युग्मों से बोली जाती हैं, और चुनौती कार्ड मध्य-बिंदु और दूरी पूछते हैं, यानी अध्याय के विभाजन सूत्र और दूरी सूत्र।",
    },
  },
  {
    product: "circle-theorem-geoboard",
    topic: "class-10-circles",
    how: {
      en: "Stretching bands into tangents on the 24-peg circle lets students investigate the chapter's tangents: how one meets the radius, and the two drawn from a point outside.",
      hi: "24 खूँटियों वाले वृत्त पर रबर-बैंड से स्पर्श रेखाएँ बनाकर विद्यार्थी अध्याय की स्पर्श रेखाओं को परखते हैं: त्रिज्या से उनका मिलना, और बाहर के एक बिंदु से खींची गई दो स्पर्श रेखाएँ।",
    },
  },
  {
    product: "compass-quest-construction-set",
    topic: "class-6-playing-with-constructions",
    how: {
      en: "Its puzzles are solved by constructing with compass and ruler, the kind of drawing this chapter is about.",
      hi: "इसकी पहेलियाँ परकार और पटरी से रचनाएँ करके हल होती हैं, और यही इस अध्याय का विषय है।",
    },
  },
  {
    product: "fraction-pizza-party",
    topic: "class-6-fractions",
    how: {
      en: "Filling pizza orders with felt slices from halves to eighths shows, pieces in hand, which fractions are equal and how they add.",
      hi: "आधे से आठवें हिस्से तक के फ़ेल्ट टुकड़ों से पिज़्ज़ा के ऑर्डर पूरे करते हुए बच्चे हाथ में टुकड़े लेकर देखते हैं कि कौन-सी भिन्न बराबर हैं और वे कैसे जुड़ती हैं।",
    },
  },
  {
    product: "tangram-master",
    topic: "shapes-and-space",
    how: {
      en: "Fitting the seven pieces into a silhouette means turning and flipping shapes in the mind: the spatial sense of the early years.",
      hi: "सात टुकड़ों को किसी आकृति में बैठाने के लिए आकृतियों को मन में घुमाना-पलटना पड़ता है: यही शुरुआती वर्षों की स्थानिक समझ है।",
    },
  },
  {
    product: "polyhedra-builder",
    topic: "shapes-and-space",
    how: {
      en: "Clicking squares and triangles into cubes and pyramids, young children name solid shapes and see their faces, edges and corners.",
      hi: "वर्गों और त्रिभुजों को जोड़कर घन और पिरामिड बनाते हुए छोटे बच्चे ठोस आकृतियों को पहचानते हैं और उनके फलक, किनारे और कोने देखते हैं।",
    },
  },
  {
    product: "symmetry-mirror-book",
    topic: "patterns",
    how: {
      en: "Two mirrors turn one card into a rangoli-like pattern that repeats around a point, and changing the angle changes how many times it repeats.",
      hi: "दो दर्पण एक कार्ड को रंगोली जैसे पैटर्न में बदल देते हैं जो एक बिंदु के चारों ओर दोहराता है, और कोण बदलने पर दोहराव की गिनती बदल जाती है।",
    },
  },
  {
    product: "abacus-champ",
    topic: "number-sense",
    how: {
      en: "Moving beads from simple counting to bigger numbers shows place value: ones, tens and hundreds, each on its own rod.",
      hi: "मनके खिसकाते हुए सरल गिनती से बड़ी संख्याओं तक पहुँचने में स्थानीय मान समझ आता है: इकाई, दहाई और सैकड़ा, हर एक अपनी छड़ पर।",
    },
  },
  {
    product: "fraction-pizza-party",
    topic: "class-5-fractions",
    how: {
      en: "Building pizzas from felt halves, thirds, quarters, sixths and eighths shows that a fraction counts equal parts of a whole, and laying slices on one another shows which fractions are equal, which is bigger and how fractions with the same denominator add.",
      hi: "फ़ेल्ट के आधे, तिहाई, चौथाई, छठे और आठवें हिस्सों से पिज़्ज़ा बनाते हुए बच्चे देखते हैं कि भिन्न किसी पूरी चीज़ के बराबर हिस्सों की गिनती है, और टुकड़ों को एक-दूसरे पर रखकर समझते हैं कि कौन-सी भिन्न बराबर हैं, कौन बड़ी है और समान हर वाली भिन्न कैसे जुड़ती हैं।",
    },
  },
  {
    product: "symmetry-mirror-book",
    topic: "class-5-symmetrical-designs",
    how: {
      en: "A mirror held on a pattern card shows whether a line splits the design into matching halves, and the two hinged mirrors turn one card into a rangoli-like design with more images the smaller the angle between them: 3 at 90°, 5 at 60°, 7 at 45°.",
      hi: "पैटर्न कार्ड पर खड़ा किया दर्पण दिखाता है कि कोई रेखा डिज़ाइन को दो मेल खाते आधे हिस्सों में बाँटती है या नहीं, और क़ब्ज़े वाले दो दर्पण एक कार्ड को रंगोली जैसे डिज़ाइन में बदल देते हैं, जिसमें दर्पणों के बीच का कोण जितना छोटा, प्रतिबिंब उतने ज़्यादा: 90° पर 3, 60° पर 5 और 45° पर 7।",
    },
  },
  {
    product: "decimal-dash",
    topic: "class-7-a-peek-beyond-the-point",
    how: {
      en: "Every move adds or subtracts tenths or hundredths on a number-line track from 0 to 10 marked in tenths, and the rupee-and-paise bonus round puts the same decimals into money, as in ₹12.50.",
      hi: "दसवें भागों में अंकित 0 से 10 तक की संख्या-रेखा वाले रास्ते पर हर चाल में दसवें या सौवें भाग जोड़े या घटाए जाते हैं, और रुपये-पैसे वाला बोनस राउंड इन्हीं दशमलव संख्याओं को पैसों के हिसाब में ले आता है, जैसे ₹12.50।",
    },
  },
  {
    product: "brahma-tower",
    topic: "class-8-power-play",
    how: {
      en: "The fewest moves for 1, 2, 3, 4 … discs are 1, 3, 7, 15 …, each one less than a power of 2, so the tower turns doubling into the exponential form 2ⁿ − 1, up to 2⁸ − 1 = 255 moves for all eight discs.",
      hi: "1, 2, 3, 4 … चकतियों के लिए सबसे कम चालें 1, 3, 7, 15 … हैं, और हर संख्या 2 की किसी घात से 1 कम है; इस तरह मीनार दुगुना होते जाने को घातांकीय रूप 2ⁿ − 1 में लिखना सिखाती है, सभी आठ चकतियों के लिए 2⁸ − 1 = 255 चालों तक।",
    },
  },
  {
    product: "coordinate",
    topic: "class-9-coordinate-geometry",
    how: {
      en: "Players call ordered pairs to move pawns on a plane running from −10 to 10 on both axes, so every move practises plotting a point from its abscissa and ordinate and telling its quadrant from the signs of its coordinates.",
      hi: "खिलाड़ी दोनों अक्षों पर −10 से 10 तक फैले तल पर क्रमित युग्म बोलकर मोहरे चलाते हैं, इसलिए हर चाल में भुज और कोटि से बिंदु आलेखित करने और निर्देशांकों के चिह्नों से उसका चतुर्थांश पहचानने का अभ्यास होता है।",
    },
  },
  {
    product: "circle-theorem-geoboard",
    topic: "class-9-circles",
    how: {
      en: "On the 24-peg circle, whose neighbouring pegs are 15° apart at the centre, bands stretched into chords and angles let students check the chapter's theorems: equal chords subtend equal angles at the centre, the angle at the centre is double the angle on the circle, and angles in the same segment are equal.",
      hi: "24 खूँटियों वाले वृत्त पर, जिसकी पास-पास की खूँटियाँ केंद्र पर 15° के अंतर पर हैं, रबर बैंड से जीवाएँ और कोण बनाकर विद्यार्थी अध्याय के प्रमेय परखते हैं: बराबर जीवाएँ केंद्र पर बराबर कोण अंतरित करती हैं, केंद्र पर बना कोण वृत्त पर बने कोण का दुगुना होता है, और एक ही वृत्तखंड के कोण बराबर होते हैं।",
    },
  },
  {
    product: "polynomial-pairs",
    topic: "class-9-polynomials",
    how: {
      en: "Matching each polynomial with its factorised form, such as x² + 5x + 6 with (x + 2)(x + 3), drills the chapter's factorisation by taking out a common factor, by the identity x² − y² = (x + y)(x − y) and by splitting the middle term.",
      hi: "हर बहुपद को उसके गुणनखंड वाले रूप से मिलाना, जैसे x² + 5x + 6 को (x + 2)(x + 3) से, अध्याय के गुणनखंडन का अभ्यास कराता है: सार्व गुणनखंड निकालकर, सर्वसमिका x² − y² = (x + y)(x − y) से और मध्य पद को विभक्त करके।",
    },
  },
  {
    product: "algebra-tiles-pro",
    topic: "class-9-polynomials",
    how: {
      en: "Laying x², x and unit tiles out as a rectangle shows x² + 5x + 6 = (x + 2)(x + 3) by hand, and the y and xy tiles and the red negative sides with their zero pairs make the chapter's algebraic identities visible.",
      hi: "x², x और इकाई टाइलों को आयत में जमाने से x² + 5x + 6 = (x + 2)(x + 3) हाथों से बन जाता है, और y व xy टाइलें तथा शून्य-युग्मों वाली लाल ऋणात्मक ओर अध्याय की बीजीय सर्वसमिकाओं को आँखों के सामने ले आती हैं।",
    },
  },
  {
    product: "angle-arena",
    topic: "class-9-lines-and-angles",
    how: {
      en: "Setting the measuring arm on the giant printed protractor splits a right angle into complementary angles and the straight baseline into a linear pair of supplementary angles, and the acute, obtuse, reflex and complementary-angle cards keep them in practice.",
      hi: "बड़े छपे हुए चाँदे पर मापक भुजा रखने से समकोण दो पूरक कोणों में और सीधी आधार रेखा संपूरक कोणों के रैखिक युग्म में बँट जाती है, और न्यून, अधिक, प्रतिवर्ती तथा पूरक कोणों के कार्ड इनका अभ्यास कराते रहते हैं।",
    },
  },
];
