import type { ActivitySheetSeed } from "./types";

/** Activity sheets (#37): fractions and symmetry in class 5, decimals in class 7, powers in class 8, and class 9's coordinates, polynomials, circles and angles. */
export const classes5To9Sheets: ActivitySheetSeed[] = [
  {
    product: "fraction-pizza-party",
    topic: "class-5-fractions",
    title: {
      en: "Fraction Pizza Party: equal slices, equal fractions and adding",
      hi: "भिन्न पिज़्ज़ा पार्टी: बराबर हिस्से, तुल्य भिन्न और जोड़",
    },
    goal: {
      en: "Children build pizzas from the felt slices of Fraction Pizza Party to see that a fraction counts equal parts of a whole, find fractions that are equal, compare slices, and add fractions with the same denominator.",
      hi: "बच्चे भिन्न पिज़्ज़ा पार्टी के फ़ेल्ट टुकड़ों से पिज़्ज़ा बनाकर समझते हैं कि भिन्न किसी पूरी चीज़ के बराबर हिस्सों की गिनती है, बराबर भिन्न खोजते हैं, टुकड़ों की तुलना करते हैं और समान हर वाली भिन्नों को जोड़ते हैं।",
    },
    steps: [
      {
        en: "Spread out the six pizzas. For each one, count its slices and read the fraction on the back of a slice: a pizza cut into 4 equal slices has slices of 1/4.",
        hi: "छहों पिज़्ज़ा फैला लें। हर पिज़्ज़ा के टुकड़े गिनें और किसी एक टुकड़े के पीछे छपी भिन्न पढ़ें: 4 बराबर टुकड़ों में कटे पिज़्ज़ा का हर टुकड़ा 1/4 है।",
      },
      {
        en: "Lay a half slice on a third slice and on a quarter slice. Which is biggest? The more equal slices a pizza is cut into, the smaller each slice.",
        hi: "आधे टुकड़े को तिहाई और चौथाई टुकड़ों पर रखकर देखें। कौन-सा सबसे बड़ा है? पिज़्ज़ा जितने ज़्यादा बराबर टुकड़ों में कटेगा, हर टुकड़ा उतना ही छोटा होगा।",
      },
      {
        en: "Cover a half slice exactly, first with 1/4 slices, then with 1/8 slices. Write what you find: 1/2 = 2/4 = 4/8. Then cover a third with 1/6 slices: 1/3 = 2/6.",
        hi: "आधे टुकड़े को पहले 1/4 वाले टुकड़ों से, फिर 1/8 वाले टुकड़ों से ठीक-ठीक ढकें। जो मिला, लिखें: 1/2 = 2/4 = 4/8। फिर तिहाई को 1/6 वाले टुकड़ों से ढकें: 1/3 = 2/6।",
      },
      {
        en: "Add on a serving tray: put down three 1/8 slices, then two more, and count the eighths: 3/8 + 2/8 = 5/8. Only the number of slices changes; each slice is still 1/8.",
        hi: "परोसने की ट्रे पर जोड़ें: 1/8 वाले तीन टुकड़े रखें, फिर दो और, और आठवें हिस्से गिनें: 3/8 + 2/8 = 5/8। सिर्फ़ टुकड़ों की गिनती बदलती है, हर टुकड़ा 1/8 ही रहता है।",
      },
      {
        en: "Take turns to draw an order card, fill it on a tray with the right slices and read the order out as a fraction: for 3/4, three 1/4 slices, three quarters.",
        hi: "बारी-बारी से ऑर्डर कार्ड लें, ट्रे पर सही टुकड़ों से ऑर्डर पूरा करें और उसे भिन्न में बोलें: 3/4 के लिए 1/4 वाले तीन टुकड़े, यानी तीन-चौथाई।",
      },
    ],
    questions: [
      {
        question: {
          en: "A pizza is cut into 4 equal slices and Meena eats 1 of them. What fraction of the pizza did she eat, and what fraction is left?",
          hi: "एक पिज़्ज़ा 4 बराबर टुकड़ों में कटा है और मीना उनमें से 1 खाती है। उसने पिज़्ज़ा का कितना भाग खाया, और कितना भाग बचा?",
        },
        answer: {
          en: "She ate 1/4 of the pizza. 3 of the 4 equal slices are left: 3/4. Check: 1/4 + 3/4 = 4/4 = 1 whole pizza.",
          hi: "उसने पिज़्ज़ा का 1/4 भाग खाया। 4 बराबर टुकड़ों में से 3 बचे: 3/4। जाँच: 1/4 + 3/4 = 4/4 = 1 पूरा पिज़्ज़ा।",
        },
      },
      {
        question: {
          en: "Ravi cuts a roti into 3 pieces: one big and two small. Is each piece 1/3 of the roti?",
          hi: "रवि एक रोटी के 3 टुकड़े करता है: एक बड़ा और दो छोटे। क्या हर टुकड़ा रोटी का 1/3 है?",
        },
        answer: {
          en: "No. 1/3 means one of 3 equal parts. These pieces are not equal, so we cannot call them thirds.",
          hi: "नहीं। 1/3 का अर्थ है 3 बराबर हिस्सों में से एक। ये टुकड़े बराबर नहीं हैं, इसलिए इन्हें तिहाई नहीं कह सकते।",
        },
      },
      {
        question: {
          en: "Which is more, 1/3 or 1/6 of the same pizza? How many sixths make one third?",
          hi: "एक ही पिज़्ज़ा का 1/3 ज़्यादा है या 1/6? कितने छठे हिस्से मिलकर एक तिहाई बनाते हैं?",
        },
        answer: {
          en: "1/3 is more: a pizza cut into 3 equal slices has bigger slices than one cut into 6. Two 1/6 slices cover one 1/3 slice, so 1/3 = 2/6.",
          hi: "1/3 ज़्यादा है: 3 बराबर टुकड़ों में कटे पिज़्ज़ा के टुकड़े 6 में कटे पिज़्ज़ा के टुकड़ों से बड़े होते हैं। 1/6 वाले दो टुकड़े 1/3 वाले एक टुकड़े को ढक लेते हैं, इसलिए 1/3 = 2/6।",
        },
      },
      {
        question: {
          en: "Find 1/8 + 5/8. Is it more or less than half a pizza?",
          hi: "1/8 + 5/8 ज्ञात करें। यह आधे पिज़्ज़ा से ज़्यादा है या कम?",
        },
        answer: {
          en: "1/8 + 5/8 = 6/8. Half a pizza is 4/8, and 6/8 is more than 4/8, so it is more than half. In quarters, 6/8 = 3/4.",
          hi: "1/8 + 5/8 = 6/8। आधा पिज़्ज़ा 4/8 है, और 6/8, 4/8 से ज़्यादा है, इसलिए यह आधे से ज़्यादा है। चौथाई में लिखें, तो 6/8 = 3/4।",
        },
      },
      {
        question: {
          en: "An order card asks for 1 1/2 pizzas. How many half slices do you serve? Write the order as a fraction.",
          hi: "एक ऑर्डर कार्ड पर 1 1/2 यानी डेढ़ पिज़्ज़ा लिखा है। आधे वाले कितने टुकड़े परोसेंगे? ऑर्डर को भिन्न में लिखें।",
        },
        answer: {
          en: "A whole pizza is 2 halves, and one more half makes 3 halves: 1 1/2 = 3/2.",
          hi: "एक पूरा पिज़्ज़ा 2 आधे टुकड़ों से बनता है, और एक आधा और मिलाकर 3 आधे टुकड़े हुए: 1 1/2 = 3/2।",
        },
      },
    ],
  },
  {
    product: "symmetry-mirror-book",
    topic: "class-5-symmetrical-designs",
    title: {
      en: "Symmetry Mirror Book: lines of symmetry and designs between two mirrors",
      hi: "सममिति दर्पण पुस्तक: सममित रेखाएँ और दो दर्पणों के बीच बनते डिज़ाइन",
    },
    goal: {
      en: "Children use the mirrors of the Symmetry Mirror Book to test lines of symmetry on the pattern cards, then open the two mirrors to different angles and count the images in the rangoli-like designs they make.",
      hi: "बच्चे सममिति दर्पण पुस्तक के दर्पणों से पैटर्न कार्डों पर सममित रेखाएँ जाँचते हैं, फिर दोनों दर्पणों को अलग-अलग कोणों पर खोलकर बनने वाले रंगोली जैसे डिज़ाइनों में प्रतिबिंब गिनते हैं।",
    },
    steps: [
      {
        en: "Open the book out flat, so that the two mirrors make one straight mirror. Hold it upright on a pattern card, along a line through the middle of the design.",
        hi: "पुस्तक को पूरा खोलकर सीधा कर दें, ताकि दोनों दर्पण मिलकर एक सीधा दर्पण बन जाएँ। इसे किसी पैटर्न कार्ड पर, डिज़ाइन के बीच से जाती किसी रेखा पर सीधा खड़ा करके पकड़ें।",
      },
      {
        en: "Look into the mirror: the half of the design in front of it and its reflection make a whole design. If it looks exactly like the whole card, the line is a line of symmetry; if not, it is not.",
        hi: "दर्पण में देखें: दर्पण के सामने वाला आधा डिज़ाइन और उसका प्रतिबिंब मिलकर पूरा डिज़ाइन बनाते हैं। यदि यह ठीक पूरे कार्ड जैसा दिखे, तो वह रेखा सममित रेखा है; नहीं तो नहीं।",
      },
      {
        en: "Move the mirror to other lines through the middle, standing, lying and slanting, and count how many lines of symmetry the design has. Try three or four different cards.",
        hi: "दर्पण को बीच से जाती दूसरी रेखाओं पर ले जाएँ, खड़ी, आड़ी और तिरछी, और गिनें कि डिज़ाइन में कितनी सममित रेखाएँ हैं। तीन-चार अलग-अलग कार्डों पर करके देखें।",
      },
      {
        en: "Now stand the book up with the mirrors at 90° on the angle guide and put a pattern card between them. Count the images in the mirrors: 3. With the real card, the design has 4 equal parts.",
        hi: "अब पुस्तक को खड़ा करें, दर्पणों को कोण-मार्गदर्शिका पर 90° पर खोलें और उनके बीच एक पैटर्न कार्ड रखें। दर्पणों में प्रतिबिंब गिनें: 3। असली कार्ड मिलाकर डिज़ाइन के 4 बराबर भाग बनते हैं।",
      },
      {
        en: "Close the mirrors to 60°, then to 45°, and count again: 5 images, then 7. Make a table of the angle and the number of images, and check that images = 360 ÷ angle − 1.",
        hi: "दर्पणों को 60° पर, फिर 45° पर लाएँ और फिर गिनें: 5 प्रतिबिंब, फिर 7। कोण और प्रतिबिंबों की संख्या की सारणी बनाएँ और जाँचें कि प्रतिबिंब = 360 ÷ कोण − 1।",
      },
    ],
    questions: [
      {
        question: {
          en: "How many lines of symmetry does each have: a square, a rectangle that is not a square, and the capital letters A, H and S?",
          hi: "इनमें से हर एक की कितनी सममित रेखाएँ हैं: वर्ग, ऐसा आयत जो वर्ग न हो, और अंग्रेज़ी के बड़े अक्षर A, H और S?",
        },
        answer: {
          en: "Square: 4 (two joining the middles of opposite sides, two along the diagonals). Rectangle: 2. A: 1, standing. H: 2. S: none, although it looks the same after half a turn.",
          hi: "वर्ग: 4 (दो आमने-सामने की भुजाओं के मध्य-बिंदुओं को मिलाने वाली, दो विकर्णों पर)। आयत: 2। A: 1, खड़ी। H: 2। S: एक भी नहीं, हालाँकि आधा चक्कर घुमाने पर यह वैसा ही दिखता है।",
        },
      },
      {
        question: {
          en: "A dot in a design is 3 cm to the left of its line of symmetry. Where is the matching dot?",
          hi: "किसी डिज़ाइन में एक बिंदु उसकी सममित रेखा से 3 cm बाईं ओर है। उसका जोड़ीदार बिंदु कहाँ होगा?",
        },
        answer: {
          en: "On the other side of the line, 3 cm to its right and at the same height: just where a mirror on the line shows the dot's image.",
          hi: "रेखा की दूसरी ओर, उससे 3 cm दाईं ओर और उतनी ही ऊँचाई पर: ठीक वहीं, जहाँ रेखा पर रखा दर्पण उस बिंदु का प्रतिबिंब दिखाता है।",
        },
      },
      {
        question: {
          en: "With the mirrors at 90°, how many images of the card do you see? And at 45°?",
          hi: "दर्पण 90° पर हों, तो कार्ड के कितने प्रतिबिंब दिखते हैं? और 45° पर?",
        },
        answer: {
          en: "At 90°: 360 ÷ 90 = 4 equal parts, so 4 − 1 = 3 images. At 45°: 360 ÷ 45 = 8 equal parts, so 8 − 1 = 7 images.",
          hi: "90° पर: 360 ÷ 90 = 4 बराबर भाग, अतः 4 − 1 = 3 प्रतिबिंब। 45° पर: 360 ÷ 45 = 8 बराबर भाग, अतः 8 − 1 = 7 प्रतिबिंब।",
        },
      },
      {
        question: {
          en: "Asha sees 5 images of her card. At what angle are the mirrors?",
          hi: "आशा को अपने कार्ड के 5 प्रतिबिंब दिखते हैं। दर्पण कितने कोण पर हैं?",
        },
        answer: {
          en: "With the card itself, there are 5 + 1 = 6 equal parts round the hinge, and 360° ÷ 6 = 60°.",
          hi: "कार्ड को मिलाकर क़ब्ज़े के चारों ओर 5 + 1 = 6 बराबर भाग हैं, और 360° ÷ 6 = 60°।",
        },
      },
      {
        question: {
          en: "At what angle should the mirrors be to show 11 images?",
          hi: "11 प्रतिबिंब देखने के लिए दर्पण कितने कोण पर होने चाहिए?",
        },
        answer: {
          en: "11 images and the card make 12 equal parts, so the angle is 360° ÷ 12 = 30°.",
          hi: "11 प्रतिबिंब और कार्ड मिलकर 12 बराबर भाग बनाते हैं, इसलिए कोण 360° ÷ 12 = 30° होना चाहिए।",
        },
      },
    ],
  },
  {
    product: "decimal-dash",
    topic: "class-7-a-peek-beyond-the-point",
    title: {
      en: "Decimal Dash: tenths and hundredths on the number line, rupees and paise",
      hi: "दशमलव दौड़: संख्या रेखा पर दसवें और सौवें भाग, रुपये और पैसे",
    },
    goal: {
      en: "Students race along the Decimal Dash number-line track, adding and subtracting tenths and hundredths, placing decimals between the tenth marks, and reading amounts as rupees and paise in the bonus round.",
      hi: "विद्यार्थी दशमलव दौड़ के संख्या-रेखा वाले रास्ते पर दौड़ते हुए दसवें और सौवें भाग जोड़ते-घटाते हैं, दसवें भाग के निशानों के बीच दशमलव संख्याओं की जगह खोजते हैं, और बोनस राउंड में रकम को रुपये-पैसे में पढ़ते हैं।",
    },
    steps: [
      {
        en: "Unfold the track and put the racer pawns on 0. Count the steps from 0 to 1: ten equal steps, so each step is one tenth, 0.1, and 10 tenths make 1.",
        hi: "रास्ता-बोर्ड खोलें और धावक मोहरे 0 पर रखें। 0 से 1 तक के हिस्से गिनें: दस बराबर हिस्से, इसलिए हर हिस्सा एक दसवाँ भाग यानी 0.1 है, और 10 दसवें भाग मिलकर 1 बनाते हैं।",
      },
      {
        en: "Play by the rule sheet. Read each move card aloud in tenths and hundredths (0.7 is 7 tenths; 0.25 is 2 tenths and 5 hundredths), then add or subtract it and move your pawn.",
        hi: "नियम-पत्र के अनुसार खेलें। हर चाल कार्ड को दसवें और सौवें भागों में बोलें (0.7 यानी 7 दसवें भाग; 0.25 यानी 2 दसवें और 5 सौवें भाग), फिर उसे जोड़ें या घटाएँ और मोहरा चलाएँ।",
      },
      {
        en: "Before moving, write the sum or difference with the decimal points one under the other, such as 3.4 + 0.8 = 4.2, and check that the pawn lands on that mark of the track.",
        hi: "मोहरा चलाने से पहले योग या अंतर दशमलव बिंदुओं को एक के नीचे एक रखकर लिखें, जैसे 3.4 + 0.8 = 4.2, और जाँचें कि मोहरा रास्ते के उसी निशान पर पहुँचता है।",
      },
      {
        en: "For a hundredths card, find the spot between two tenth marks: 2.35 is halfway between 2.3 and 2.4. Aim to land exactly on a checkpoint; overshoot, and you slide back.",
        hi: "सौवें भाग वाले कार्ड पर दसवें भाग के दो निशानों के बीच सही जगह खोजें: 2.35, 2.3 और 2.4 के ठीक बीच में है। चेकपॉइंट पर ठीक-ठीक पहुँचने का निशाना रखें; आगे निकल गए, तो पीछे फिसलना पड़ेगा।",
      },
      {
        en: "In the rupee-and-paise bonus round, read each amount both ways, ₹12.50 as 12 rupees 50 paise, and remember that 100 paise make ₹1, so 5 paise is ₹0.05.",
        hi: "रुपये-पैसे वाले बोनस राउंड में हर रकम को दोनों तरह पढ़ें, ₹12.50 यानी 12 रुपये 50 पैसे, और याद रखें कि 100 पैसे = ₹1, इसलिए 5 पैसे = ₹0.05।",
      },
    ],
    questions: [
      {
        question: {
          en: "A pawn is on 3.4 and the card says + 0.8. Where does it land? Where does it go from there with − 1.25?",
          hi: "एक मोहरा 3.4 पर है और कार्ड पर + 0.8 लिखा है। मोहरा कहाँ पहुँचेगा? वहाँ से − 1.25 वाले कार्ड पर वह कहाँ जाएगा?",
        },
        answer: {
          en: "3.4 + 0.8 = 4.2, since 4 tenths + 8 tenths = 12 tenths = 1.2. Then 4.20 − 1.25 = 2.95.",
          hi: "3.4 + 0.8 = 4.2, क्योंकि 4 दसवें + 8 दसवें = 12 दसवें = 1.2। फिर 4.20 − 1.25 = 2.95।",
        },
      },
      {
        question: {
          en: "Which is greater, 0.5 or 0.45? Write 0.5, 0.45 and 0.05 from smallest to greatest.",
          hi: "0.5 और 0.45 में कौन बड़ी है? 0.5, 0.45 और 0.05 को छोटी से बड़ी के क्रम में लिखें।",
        },
        answer: {
          en: "0.5 = 0.50, that is 50 hundredths, and 0.45 is 45 hundredths, so 0.5 > 0.45. In order: 0.05 < 0.45 < 0.5.",
          hi: "0.5 = 0.50 यानी 50 सौवें भाग, और 0.45 यानी 45 सौवें भाग, इसलिए 0.5 > 0.45। क्रम: 0.05 < 0.45 < 0.5।",
        },
      },
      {
        question: {
          en: "Write as decimals: 7 tenths, 7 hundredths, and 3 + 6/10 + 4/100.",
          hi: "दशमलव में लिखें: 7 दसवें भाग, 7 सौवें भाग, और 3 + 6/10 + 4/100।",
        },
        answer: {
          en: "7 tenths = 0.7, 7 hundredths = 0.07, and 3 + 6/10 + 4/100 = 3.64.",
          hi: "7 दसवें भाग = 0.7, 7 सौवें भाग = 0.07, और 3 + 6/10 + 4/100 = 3.64।",
        },
      },
      {
        question: {
          en: "Priya buys a pen for ₹12.50 and a notebook for ₹27.75, and pays with a ₹50 note. How much change does she get?",
          hi: "प्रिया ₹12.50 का एक पेन और ₹27.75 की एक कॉपी ख़रीदती है और ₹50 का नोट देती है। उसे कितने रुपये वापस मिलेंगे?",
        },
        answer: {
          en: "₹12.50 + ₹27.75 = ₹40.25, and ₹50.00 − ₹40.25 = ₹9.75, that is 9 rupees 75 paise.",
          hi: "₹12.50 + ₹27.75 = ₹40.25, और ₹50.00 − ₹40.25 = ₹9.75, यानी 9 रुपये 75 पैसे।",
        },
      },
      {
        question: {
          en: "How far apart are 2.85 and 6.3 on the track?",
          hi: "रास्ते पर 2.85 और 6.3 के बीच कितनी दूरी है?",
        },
        answer: {
          en: "6.30 − 2.85 = 3.45. Check by adding: 2.85 + 3.45 = 6.30.",
          hi: "6.30 − 2.85 = 3.45। जोड़कर जाँचें: 2.85 + 3.45 = 6.30।",
        },
      },
    ],
  },
  {
    product: "brahma-tower",
    topic: "class-8-power-play",
    title: {
      en: "Brahma Tower: doubling, powers of 2 and the fewest moves 2ⁿ − 1",
      hi: "ब्रह्मा मीनार: दुगुना होना, 2 की घातें और सबसे कम चालें 2ⁿ − 1",
    },
    goal: {
      en: "Students count the fewest moves on the Brahma Tower for 1 to 5 discs, see that each count is one less than a power of 2, write it in exponential form with base 2, and feel how fast doubling grows.",
      hi: "विद्यार्थी ब्रह्मा मीनार पर 1 से 5 चकतियों के लिए सबसे कम चालें गिनते हैं, देखते हैं कि हर गिनती 2 की किसी घात से 1 कम है, उसे आधार 2 वाले घातांकीय रूप में लिखते हैं, और महसूस करते हैं कि दुगुना होते जाना कितनी तेज़ी से बढ़ता है।",
    },
    steps: [
      {
        en: "Rule: move one disc at a time, and never put a larger disc on a smaller one. Move a tower of the smallest disc, then of the 2 smallest discs, to another peg: 1 move, then 3.",
        hi: "नियम: एक बार में एक ही चकती खिसकाएँ, और बड़ी चकती कभी छोटी के ऊपर न रखें। पहले सबसे छोटी 1 चकती की, फिर 2 सबसे छोटी चकतियों की मीनार दूसरी खूँटी पर ले जाएँ: 1 चाल, फिर 3 चालें।",
      },
      {
        en: "Do the same with 3 and then 4 discs, trying again until you need the fewest moves: 7 and 15. The plan: move the smaller tower away, move the largest disc, then bring the smaller tower back on top.",
        hi: "यही 3 और फिर 4 चकतियों के साथ करें, और तब तक दोहराएँ जब तक सबसे कम चालें न रह जाएँ: 7 और 15। तरीक़ा: छोटी मीनार हटाएँ, सबसे बड़ी चकती खिसकाएँ, फिर छोटी मीनार उसके ऊपर ले आएँ।",
      },
      {
        en: "Make a table of the discs n and the fewest moves: 1, 3, 7, 15. Add 1 to each: 2, 4, 8, 16. Each is double the one before: 2¹, 2², 2³, 2⁴.",
        hi: "चकतियों n और सबसे कम चालों की सारणी बनाएँ: 1, 3, 7, 15। हर संख्या में 1 जोड़ें: 2, 4, 8, 16। हर संख्या पिछली की दुगुनी है: 2¹, 2², 2³, 2⁴।",
      },
      {
        en: "Write 16 = 2 × 2 × 2 × 2 = 2⁴ and read it as '2 raised to the power 4': 2 is the base and 4 the exponent. So the fewest moves for n discs are 2ⁿ − 1.",
        hi: "16 = 2 × 2 × 2 × 2 = 2⁴ लिखें और इसे '2 की घात 4' पढ़ें: इसमें 2 आधार है और 4 घातांक। इस तरह n चकतियों के लिए सबसे कम चालें 2ⁿ − 1 हैं।",
      },
      {
        en: "Predict the moves for 5 discs, 2⁵ − 1 = 31, and check on the tower. Then, without playing, give the moves for all 8 discs: 2⁸ − 1 = 255.",
        hi: "5 चकतियों की चालें पहले से बताएँ, 2⁵ − 1 = 31, और मीनार पर जाँचें। फिर बिना खेले सभी 8 चकतियों की चालें बताएँ: 2⁸ − 1 = 255।",
      },
    ],
    questions: [
      {
        question: {
          en: "Write 2 × 2 × 2 × 2 × 2 × 2 in exponential form. Name the base and the exponent, and find its value.",
          hi: "2 × 2 × 2 × 2 × 2 × 2 को घातांकीय रूप में लिखें। आधार और घातांक बताएँ, और इसका मान ज्ञात करें।",
        },
        answer: {
          en: "2⁶, read '2 raised to the power 6': base 2, exponent 6. Its value is 64, so 6 discs need at least 64 − 1 = 63 moves.",
          hi: "2⁶, जिसे '2 की घात 6' पढ़ते हैं: आधार 2, घातांक 6। इसका मान 64 है, इसलिए 6 चकतियों को कम से कम 64 − 1 = 63 चालें लगती हैं।",
        },
      },
      {
        question: {
          en: "7 discs need at least 127 moves. How many do 8 discs need? Work it out in two ways.",
          hi: "7 चकतियों को कम से कम 127 चालें लगती हैं। 8 चकतियों को कितनी लगेंगी? दो तरह से निकालें।",
        },
        answer: {
          en: "Move the top 7 away (127), the largest disc (1), and the 7 back on top (127): 127 + 1 + 127 = 255. Also 2⁸ − 1 = 256 − 1 = 255.",
          hi: "ऊपर की 7 चकतियाँ हटाएँ (127), सबसे बड़ी चकती खिसकाएँ (1), और वे 7 उसके ऊपर लाएँ (127): 127 + 1 + 127 = 255। साथ ही 2⁸ − 1 = 256 − 1 = 255।",
        },
      },
      {
        question: {
          en: "Which is greater, 2¹⁰ or 10³? And 2⁵ or 5²?",
          hi: "2¹⁰ और 10³ में कौन बड़ा है? और 2⁵ और 5² में?",
        },
        answer: {
          en: "2¹⁰ = 1024 and 10³ = 1000, so 2¹⁰ is greater. 2⁵ = 32 and 5² = 25, so 2⁵ is greater.",
          hi: "2¹⁰ = 1024 और 10³ = 1000, इसलिए 2¹⁰ बड़ा है। 2⁵ = 32 और 5² = 25, इसलिए 2⁵ बड़ा है।",
        },
      },
      {
        question: {
          en: "The tower of the legend has 64 discs and needs 2⁶⁴ − 1 moves. Taking 2¹⁰ ≈ 10³, about how many moves is that?",
          hi: "किंवदंती वाली मीनार में 64 चकतियाँ हैं और उसे 2⁶⁴ − 1 चालें लगती हैं। 2¹⁰ ≈ 10³ लेकर बताएँ कि ये लगभग कितनी चालें हैं।",
        },
        answer: {
          en: "2⁶⁴ = 2⁴ × 2⁶⁰ = 16 × (2¹⁰)⁶ ≈ 16 × (10³)⁶ = 16 × 10¹⁸, about 1.6 × 10¹⁹ moves, and really a little more, since 2¹⁰ is a bit more than 10³.",
          hi: "2⁶⁴ = 2⁴ × 2⁶⁰ = 16 × (2¹⁰)⁶ ≈ 16 × (10³)⁶ = 16 × 10¹⁸, यानी लगभग 1.6 × 10¹⁹ चालें, और असल में थोड़ी ज़्यादा, क्योंकि 2¹⁰, 10³ से थोड़ा बड़ा है।",
        },
      },
      {
        question: {
          en: "A bigger tower of this kind needs at least 1023 moves. How many discs does it have?",
          hi: "इसी तरह की एक बड़ी मीनार को कम से कम 1023 चालें लगती हैं। उसमें कितनी चकतियाँ हैं?",
        },
        answer: {
          en: "2ⁿ − 1 = 1023 gives 2ⁿ = 1024 = 2¹⁰, so n = 10 discs.",
          hi: "2ⁿ − 1 = 1023 से 2ⁿ = 1024 = 2¹⁰, अतः n = 10 चकतियाँ।",
        },
      },
    ],
  },
  {
    product: "coordinate",
    topic: "class-9-coordinate-geometry",
    title: {
      en: "Coordinate: axes, quadrants, abscissa and ordinate on the board",
      hi: "कोऑर्डिनेट: बोर्ड पर अक्ष, चतुर्थांश, भुज और कोटि",
    },
    goal: {
      en: "On the four-quadrant Coordinate board, students plot points from ordered pairs, tell from the signs of the coordinates which quadrant or axis each point is on, and read the abscissa and ordinate of the points they place.",
      hi: "कोऑर्डिनेट के चारों चतुर्थांशों वाले बोर्ड पर विद्यार्थी क्रमित युग्मों से बिंदु आलेखित करते हैं, निर्देशांकों के चिह्नों से बताते हैं कि हर बिंदु किस चतुर्थांश में या किस अक्ष पर है, और रखे गए बिंदुओं के भुज और कोटि पढ़ते हैं।",
    },
    steps: [
      {
        en: "Find the x-axis, the y-axis and the origin O(0, 0) where they cross. Run a finger along each axis from −10 to 10, and name the quadrants I, II, III and IV, anticlockwise from the top right.",
        hi: "बोर्ड पर x-अक्ष और y-अक्ष पहचानें, और वह बिंदु भी जहाँ वे एक-दूसरे को काटते हैं: मूलबिंदु O(0, 0)। हर अक्ष पर −10 से 10 तक उँगली फेरें, और ऊपर दाईं ओर से वामावर्त दिशा में चतुर्थांशों के नाम लें: I, II, III और IV।",
      },
      {
        en: "Draw a coordinate card and put a pawn on its point: first move along the x-axis by the x-coordinate (the abscissa), then parallel to the y-axis by the y-coordinate (the ordinate).",
        hi: "एक निर्देशांक कार्ड लें और उसके बिंदु पर मोहरा रखें: पहले x-निर्देशांक (भुज) के अनुसार x-अक्ष पर चलें, फिर y-निर्देशांक (कोटि) के अनुसार y-अक्ष के समांतर।",
      },
      {
        en: "Before placing each pawn, say its quadrant from the signs: (+, +) in I, (−, +) in II, (−, −) in III, (+, −) in IV. A point with a coordinate 0 lies on an axis, not in a quadrant.",
        hi: "हर मोहरा रखने से पहले चिह्नों से उसका चतुर्थांश बताएँ: (+, +) हो तो I में, (−, +) हो तो II में, (−, −) हो तो III में, (+, −) हो तो IV में। जिस बिंदु का कोई निर्देशांक 0 हो, वह किसी अक्ष पर होता है, किसी चतुर्थांश में नहीं।",
      },
      {
        en: "Put pawns on (3, 5) and (5, 3): they are different points, so the order in an ordered pair matters. Then put pawns on (4, 0) and (0, −6) and say which axis each is on.",
        hi: "(3, 5) और (5, 3) पर मोहरे रखें: ये अलग-अलग बिंदु हैं, इसलिए क्रमित युग्म में क्रम मायने रखता है। फिर (4, 0) और (0, −6) पर मोहरे रखें और बताएँ कि कौन-सा बिंदु किस अक्ष पर है।",
      },
      {
        en: "With a marker, join A(2, 3), B(−4, 3), C(−4, −2) and D(2, −2). Name the quadrant of each corner, and count along the grid: AB = 6 and BC = 5 units.",
        hi: "मार्कर से A(2, 3), B(−4, 3), C(−4, −2) और D(2, −2) को मिलाएँ। हर कोने का चतुर्थांश बताएँ, और ग्रिड पर गिनें: AB = 6 और BC = 5 इकाई।",
      },
    ],
    questions: [
      {
        question: {
          en: "In which quadrant or on which axis does each point lie: (−2, 4), (3, −1), (−1, 0), (1, 2), (−3, −5)?",
          hi: "हर बिंदु किस चतुर्थांश में या किस अक्ष पर है: (−2, 4), (3, −1), (−1, 0), (1, 2), (−3, −5)?",
        },
        answer: {
          en: "(−2, 4): quadrant II; (3, −1): quadrant IV; (−1, 0): on the x-axis; (1, 2): quadrant I; (−3, −5): quadrant III.",
          hi: "(−2, 4): द्वितीय चतुर्थांश; (3, −1): चतुर्थ चतुर्थांश; (−1, 0): x-अक्ष पर; (1, 2): प्रथम चतुर्थांश; (−3, −5): तृतीय चतुर्थांश।",
        },
      },
      {
        question: {
          en: "Write the abscissa and the ordinate of (−7, 4), and of the point on the y-axis 5 units below the origin.",
          hi: "(−7, 4) का भुज और कोटि लिखें, और y-अक्ष पर मूलबिंदु से 5 इकाई नीचे वाले बिंदु के भी।",
        },
        answer: {
          en: "(−7, 4): abscissa −7, ordinate 4. The point 5 units below the origin on the y-axis is (0, −5): abscissa 0, ordinate −5.",
          hi: "(−7, 4): भुज −7, कोटि 4। y-अक्ष पर मूलबिंदु से 5 इकाई नीचे का बिंदु (0, −5) है: भुज 0, कोटि −5।",
        },
      },
      {
        question: {
          en: "A point is 3 units to the left of the y-axis and 6 units above the x-axis. Write its coordinates and its quadrant.",
          hi: "एक बिंदु y-अक्ष से 3 इकाई बाईं ओर और x-अक्ष से 6 इकाई ऊपर है। उसके निर्देशांक और चतुर्थांश लिखें।",
        },
        answer: {
          en: "Left of the y-axis, x is negative; above the x-axis, y is positive. The point is (−3, 6), in quadrant II.",
          hi: "y-अक्ष के बाईं ओर x ऋणात्मक होता है और x-अक्ष के ऊपर y धनात्मक। बिंदु (−3, 6) है, द्वितीय चतुर्थांश में।",
        },
      },
      {
        question: {
          en: "What are the coordinates of the origin? What is the ordinate of every point on the x-axis, and the abscissa of every point on the y-axis?",
          hi: "मूलबिंदु के निर्देशांक क्या हैं? x-अक्ष के हर बिंदु की कोटि और y-अक्ष के हर बिंदु का भुज कितना होता है?",
        },
        answer: {
          en: "The origin is (0, 0). Every point on the x-axis has ordinate 0, as in (x, 0), and every point on the y-axis has abscissa 0, as in (0, y).",
          hi: "मूलबिंदु (0, 0) है। x-अक्ष के हर बिंदु की कोटि 0 होती है, जैसे (x, 0), और y-अक्ष के हर बिंदु का भुज 0 होता है, जैसे (0, y)।",
        },
      },
      {
        question: {
          en: "What are the signs of x and y for a point (x, y) in quadrant IV? Is (5, −5) in the same quadrant as (−5, 5)?",
          hi: "चतुर्थ चतुर्थांश के किसी बिंदु (x, y) में x और y के चिह्न क्या होते हैं? क्या (5, −5) और (−5, 5) एक ही चतुर्थांश में हैं?",
        },
        answer: {
          en: "In quadrant IV, x is positive and y is negative. So (5, −5) is in quadrant IV, but (−5, 5) is in quadrant II: not the same.",
          hi: "चतुर्थ चतुर्थांश में x धनात्मक और y ऋणात्मक होता है। इसलिए (5, −5) चतुर्थ चतुर्थांश में है, पर (−5, 5) द्वितीय चतुर्थांश में: दोनों एक ही चतुर्थांश में नहीं हैं।",
        },
      },
    ],
  },
  {
    product: "circle-theorem-geoboard",
    topic: "class-9-circles",
    title: {
      en: "Circle geoboard: chords, angles at the centre and angles on the circle",
      hi: "वृत्त जियोबोर्ड: जीवाएँ, केंद्र पर कोण और वृत्त पर कोण",
    },
    goal: {
      en: "On the 24-peg circle of the Circle Theorem Geoboard, students stretch bands into chords and angles, count peg-steps of 15° at the centre, and test the chapter's theorems on chords, angles in a segment and cyclic quadrilaterals.",
      hi: "वृत्त प्रमेय जियोबोर्ड के 24 खूँटियों वाले वृत्त पर विद्यार्थी रबर बैंड से जीवाएँ और कोण बनाते हैं, केंद्र पर 15° वाले खूँटी-अंतर गिनते हैं, और जीवाओं, वृत्तखंड के कोणों तथा चक्रीय चतुर्भुजों के प्रमेयों को परखते हैं।",
    },
    steps: [
      {
        en: "Turn the board to the 24-peg circle and number the pegs 0 to 23 round the circle. A band from a peg to the one 12 pegs on is a diameter through the centre O. At O, each peg-step is 360° ÷ 24 = 15°.",
        hi: "बोर्ड को 24 खूँटियों वाले वृत्त की ओर पलटें और खूँटियों को वृत्त पर क्रम से 0 से 23 तक गिनें। किसी खूँटी से 12 खूँटी आगे तक का बैंड केंद्र O से होकर जाने वाला व्यास है। O पर हर खूँटी-अंतर 360° ÷ 24 = 15° है।",
      },
      {
        en: "Make chord AB from peg 0 to peg 4 and chord EF from peg 9 to peg 13. Stretch diameters through their ends and look at the angles at O: both are 4 × 15° = 60°. Equal chords subtend equal angles at the centre.",
        hi: "खूँटी 0 से खूँटी 4 तक जीवा AB और खूँटी 9 से खूँटी 13 तक जीवा EF बनाएँ। इनके सिरों से होकर व्यास खींचें और O पर बने कोण देखें: दोनों 4 × 15° = 60° हैं। बराबर जीवाएँ केंद्र पर बराबर कोण अंतरित करती हैं।",
      },
      {
        en: "Stretch the diameter from peg 2 to peg 14. It goes through O and the middle of arc AB, and it cuts chord AB at right angles into two equal halves: the figure is the same on both sides of it.",
        hi: "खूँटी 2 से खूँटी 14 तक व्यास खींचें। यह O से और चाप AB के बीचोंबीच से होकर जाता है, और जीवा AB को समकोण पर दो बराबर भागों में काटता है: आकृति इसके दोनों ओर एक जैसी है।",
      },
      {
        en: "From any peg C on the major arc (pegs 5 to 23), stretch bands CA and CB. ∠ACB is half of ∠AOB: 60° ÷ 2 = 30°. Move C to other pegs of that arc: the angle stays 30°, as angles in the same segment are equal.",
        hi: "दीर्घ चाप की किसी भी खूँटी C (खूँटी 5 से 23 तक) से CA और CB बैंड खींचें। ∠ACB, ∠AOB का आधा है: 60° ÷ 2 = 30°। C को उसी चाप की दूसरी खूँटियों पर ले जाएँ: कोण 30° ही रहता है, क्योंकि एक ही वृत्तखंड के कोण बराबर होते हैं।",
      },
      {
        en: "Now take a diameter as the chord, from peg 0 to peg 12, and stretch a band from any other peg to both its ends. The angle there is 180° ÷ 2 = 90°: the angle in a semicircle is a right angle.",
        hi: "अब जीवा के रूप में व्यास लें, खूँटी 0 से खूँटी 12 तक, और किसी दूसरी खूँटी से उसके दोनों सिरों तक बैंड खींचें। वहाँ बना कोण 180° ÷ 2 = 90° है: अर्धवृत्त का कोण समकोण होता है।",
      },
      {
        en: "Stretch a band round pegs 0, 2, 6 and 14: a cyclic quadrilateral PQRS. Each angle is half the angle at O of the arc facing it: ∠P = 180° ÷ 2 = 90°, ∠Q = 270° ÷ 2 = 135°, ∠R = 90°, ∠S = 45°. So ∠P + ∠R = ∠Q + ∠S = 180°.",
        hi: "खूँटियों 0, 2, 6 और 14 के चारों ओर बैंड चढ़ाएँ: यह चक्रीय चतुर्भुज PQRS है। हर कोण, सामने वाले चाप द्वारा O पर बने कोण का आधा है: ∠P = 180° ÷ 2 = 90°, ∠Q = 270° ÷ 2 = 135°, ∠R = 90°, ∠S = 45°। अतः ∠P + ∠R = ∠Q + ∠S = 180°।",
      },
    ],
    questions: [
      {
        question: {
          en: "On the board, chord AB joins pegs 0 and 6. Find ∠AOB, the angle at a peg C on the major arc, and the angle at a peg D on the minor arc.",
          hi: "बोर्ड पर जीवा AB खूँटियों 0 और 6 को मिलाती है। ∠AOB, दीर्घ चाप की किसी खूँटी C पर बना कोण, और लघु चाप की किसी खूँटी D पर बना कोण ज्ञात करें।",
        },
        answer: {
          en: "∠AOB = 6 × 15° = 90°, so ∠ACB = 90° ÷ 2 = 45°. ACBD is a cyclic quadrilateral, so ∠ADB = 180° − 45° = 135°.",
          hi: "∠AOB = 6 × 15° = 90°, अतः ∠ACB = 90° ÷ 2 = 45°। ACBD एक चक्रीय चतुर्भुज है, इसलिए ∠ADB = 180° − 45° = 135°।",
        },
      },
      {
        question: {
          en: "A chord 8 cm long is drawn in a circle of radius 5 cm. How far is it from the centre?",
          hi: "5 cm त्रिज्या वाले वृत्त में 8 cm लंबी एक जीवा है। केंद्र से इसकी दूरी ज्ञात करें।",
        },
        answer: {
          en: "The perpendicular from the centre bisects the chord into halves of 4 cm. In the right triangle so formed, the distance = √(5² − 4²) = √(25 − 16) = √9 = 3 cm.",
          hi: "केंद्र से जीवा पर डाला गया लंब जीवा को 4 cm के दो भागों में समद्विभाजित करता है। इस तरह बने समकोण त्रिभुज में दूरी = √(5² − 4²) = √(25 − 16) = √9 = 3 cm।",
        },
      },
      {
        question: {
          en: "ABCD is a cyclic quadrilateral with ∠A = 70° and ∠B = 95°. Find ∠C and ∠D.",
          hi: "ABCD एक चक्रीय चतुर्भुज है, जिसमें ∠A = 70° और ∠B = 95° है। ∠C और ∠D ज्ञात करें।",
        },
        answer: {
          en: "Opposite angles add up to 180°: ∠C = 180° − 70° = 110° and ∠D = 180° − 95° = 85°.",
          hi: "सम्मुख कोणों का योग 180° होता है: ∠C = 180° − 70° = 110° और ∠D = 180° − 95° = 85°।",
        },
      },
      {
        question: {
          en: "AB is a diameter of a circle and C is a point on the circle with ∠CAB = 35°. Find ∠ABC.",
          hi: "AB किसी वृत्त का व्यास है और C वृत्त पर एक बिंदु है, जिसमें ∠CAB = 35° है। ∠ABC ज्ञात करें।",
        },
        answer: {
          en: "∠ACB = 90°, the angle in a semicircle. In triangle ABC, ∠ABC = 180° − 90° − 35° = 55°.",
          hi: "∠ACB = 90°, क्योंकि अर्धवृत्त का कोण समकोण होता है। त्रिभुज ABC में ∠ABC = 180° − 90° − 35° = 55°।",
        },
      },
      {
        question: {
          en: "A, B and C are points on a circle with centre O, B is on the major arc AC, and ∠ABC = 40°. Find ∠AOC.",
          hi: "A, B और C केंद्र O वाले वृत्त पर बिंदु हैं, B दीर्घ चाप AC पर है, और ∠ABC = 40° है। ∠AOC ज्ञात करें।",
        },
        answer: {
          en: "The angle that arc AC subtends at the centre is double the angle it subtends at B: ∠AOC = 2 × 40° = 80°.",
          hi: "चाप AC द्वारा केंद्र पर अंतरित कोण, B पर अंतरित कोण का दुगुना होता है: ∠AOC = 2 × 40° = 80°।",
        },
      },
    ],
  },
  {
    product: "polynomial-pairs",
    topic: "class-9-polynomials",
    title: {
      en: "Polynomial Pairs: common factors, identities and splitting the middle term",
      hi: "बहुपद जोड़ियाँ: सार्व गुणनखंड, सर्वसमिकाएँ और मध्य पद को विभक्त करना",
    },
    goal: {
      en: "In the Polynomial Pairs memory game, students match each polynomial with its factorised form, name the method behind the match (a common factor, an algebraic identity or splitting the middle term), and check factors with the Factor Theorem.",
      hi: "बहुपद जोड़ियाँ के याददाश्त वाले खेल में विद्यार्थी हर बहुपद को उसके गुणनखंड वाले रूप से मिलाते हैं, जोड़ी के पीछे की विधि बताते हैं (सार्व गुणनखंड, बीजीय सर्वसमिका या मध्य पद को विभक्त करना), और गुणनखंड प्रमेय से गुणनखंड जाँचते हैं।",
    },
    steps: [
      {
        en: "Start with the easiest of the three difficulty sets. Lay its cards face down in rows.",
        hi: "कठिनाई के तीन सेटों में से सबसे आसान सेट से शुरू करें। उसके कार्ड उलटे करके पंक्तियों में बिछाएँ।",
      },
      {
        en: "Take turns to turn over two cards. If a polynomial meets its factorised form, keep the pair; if not, turn both back and let the next player try.",
        hi: "बारी-बारी से दो कार्ड पलटें। अगर कोई बहुपद अपने गुणनखंड वाले रूप से मिल जाए, तो जोड़ी रख लें; नहीं तो दोनों कार्ड फिर उलटे कर दें और अगले खिलाड़ी की बारी।",
      },
      {
        en: "To keep a pair, name its method: a common factor, 12x² + 18x = 6x(2x + 3); the identity x² − y² = (x + y)(x − y); or splitting the middle term, x² + 5x + 6 = x² + 2x + 3x + 6 = (x + 2)(x + 3).",
        hi: "जोड़ी रखने के लिए उसकी विधि बताएँ: सार्व गुणनखंड, 12x² + 18x = 6x(2x + 3); सर्वसमिका x² − y² = (x + y)(x − y); या मध्य पद को विभक्त करना, x² + 5x + 6 = x² + 2x + 3x + 6 = (x + 2)(x + 3)।",
      },
      {
        en: "Check a doubtful pair in two ways: multiply the factors out, or put the zero of a factor into the polynomial. For x + 2: p(−2) = 4 − 10 + 6 = 0, so x + 2 is a factor of x² + 5x + 6 (Factor Theorem).",
        hi: "शंका वाली जोड़ी को दो तरह से जाँचें: गुणनखंडों को गुणा करके, या किसी गुणनखंड के शून्यक को बहुपद में रखकर। x + 2 के लिए p(−2) = 4 − 10 + 6 = 0, अतः x + 2, x² + 5x + 6 का एक गुणनखंड है (गुणनखंड प्रमेय)।",
      },
      {
        en: "Settle any dispute with the answer key card, then move on to the harder sets.",
        hi: "किसी भी विवाद का फ़ैसला उत्तर कुंजी कार्ड से करें, फिर कठिन सेटों पर जाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "Factorise x² + 7x + 12 by splitting the middle term.",
          hi: "मध्य पद को विभक्त करके x² + 7x + 12 के गुणनखंड करें।",
        },
        answer: {
          en: "Two numbers with sum 7 and product 12 are 3 and 4: x² + 3x + 4x + 12 = x(x + 3) + 4(x + 3) = (x + 3)(x + 4).",
          hi: "जिन दो संख्याओं का योग 7 और गुणनफल 12 है, वे 3 और 4 हैं: x² + 3x + 4x + 12 = x(x + 3) + 4(x + 3) = (x + 3)(x + 4)।",
        },
      },
      {
        question: {
          en: "Factorise 6x² + 5x − 6.",
          hi: "6x² + 5x − 6 के गुणनखंड करें।",
        },
        answer: {
          en: "6 × (−6) = −36 = 9 × (−4), and 9 + (−4) = 5. So 6x² + 9x − 4x − 6 = 3x(2x + 3) − 2(2x + 3) = (2x + 3)(3x − 2).",
          hi: "6 × (−6) = −36 = 9 × (−4), और 9 + (−4) = 5। अतः 6x² + 9x − 4x − 6 = 3x(2x + 3) − 2(2x + 3) = (2x + 3)(3x − 2)।",
        },
      },
      {
        question: {
          en: "Factorise 9x² − 16, and use the same identity to work out 103 × 97.",
          hi: "9x² − 16 के गुणनखंड करें, और इसी सर्वसमिका से 103 × 97 का मान निकालें।",
        },
        answer: {
          en: "9x² − 16 = (3x)² − 4² = (3x + 4)(3x − 4). 103 × 97 = (100 + 3)(100 − 3) = 100² − 3² = 10000 − 9 = 9991.",
          hi: "9x² − 16 = (3x)² − 4² = (3x + 4)(3x − 4)। 103 × 97 = (100 + 3)(100 − 3) = 100² − 3² = 10000 − 9 = 9991।",
        },
      },
      {
        question: {
          en: "Is x + 3 a factor of x² + x − 6? If so, find the other factor.",
          hi: "क्या x + 3, x² + x − 6 का एक गुणनखंड है? यदि हाँ, तो दूसरा गुणनखंड ज्ञात करें।",
        },
        answer: {
          en: "p(−3) = 9 − 3 − 6 = 0, so yes. Two numbers with sum 1 and product −6 are 3 and −2: x² + x − 6 = (x + 3)(x − 2).",
          hi: "p(−3) = 9 − 3 − 6 = 0, इसलिए हाँ। जिन दो संख्याओं का योग 1 और गुणनफल −6 है, वे 3 और −2 हैं: x² + x − 6 = (x + 3)(x − 2)।",
        },
      },
      {
        question: {
          en: "Factorise 4y² − 12y + 9.",
          hi: "4y² − 12y + 9 के गुणनखंड करें।",
        },
        answer: {
          en: "It is (2y)² − 2 × 2y × 3 + 3², so by the identity (a − b)² = a² − 2ab + b² it equals (2y − 3)² = (2y − 3)(2y − 3).",
          hi: "यह (2y)² − 2 × 2y × 3 + 3² है, इसलिए सर्वसमिका (a − b)² = a² − 2ab + b² से यह (2y − 3)² = (2y − 3)(2y − 3) के बराबर है।",
        },
      },
    ],
  },
  {
    product: "algebra-tiles-pro",
    topic: "class-9-polynomials",
    title: {
      en: "Algebra Tiles Pro: identities and factorisation as rectangles",
      hi: "बीजगणित टाइल्स प्रो: आयतों से सर्वसमिकाएँ और गुणनखंडन",
    },
    goal: {
      en: "With the tiles and the multiplication frame of Algebra Tiles Pro, students build products as rectangles, read the identities (x + a)(x + b) = x² + (a + b)x + ab, (x + y)² and x² − y² from them, and factorise using the red sides and zero pairs.",
      hi: "बीजगणित टाइल्स प्रो की टाइलों और गुणा के ढाँचे से विद्यार्थी गुणनफलों को आयत के रूप में बनाते हैं, उनसे सर्वसमिकाएँ (x + a)(x + b) = x² + (a + b)x + ab, (x + y)² और x² − y² पढ़ते हैं, और लाल ओर व शून्य-युग्मों से गुणनखंड करते हैं।",
    },
    steps: [
      {
        en: "On a work mat, mark x + 2 along one side of the multiplication frame (an x tile and 2 unit tiles) and x + 3 along the other. Fill the rectangle: one x² tile, 2 + 3 = 5 x tiles and 2 × 3 = 6 unit tiles.",
        hi: "अभ्यास-चटाई पर गुणा के ढाँचे की एक भुजा पर x + 2 (एक x टाइल और 2 इकाई टाइलें) और दूसरी पर x + 3 रखें। आयत भरें: एक x² टाइल, 2 + 3 = 5 x टाइलें और 2 × 3 = 6 इकाई टाइलें।",
      },
      {
        en: "Go backwards: start from x² + 5x + 6 and arrange all 12 tiles into one rectangle. Its sides, x + 2 and x + 3, are the factors. This is the identity (x + a)(x + b) = x² + (a + b)x + ab.",
        hi: "अब उलटी दिशा में चलें: x² + 5x + 6 से शुरू करें और सारी 12 टाइलों को एक आयत में जमाएँ। उसकी भुजाएँ x + 2 और x + 3 ही गुणनखंड हैं। यही सर्वसमिका (x + a)(x + b) = x² + (a + b)x + ab है।",
      },
      {
        en: "Build (x + 2)² as a square with sides x + 2: one x² tile, 4 x tiles and 4 unit tiles. Compare with (x + y)² = x² + 2xy + y² for y = 2: 2xy = 4x and y² = 4.",
        hi: "x + 2 भुजा वाला वर्ग बनाकर (x + 2)² बनाएँ: एक x² टाइल, 4 x टाइलें और 4 इकाई टाइलें। इसे y = 2 रखकर सर्वसमिका (x + y)² = x² + 2xy + y² से मिलाएँ: 2xy = 4x और y² = 4।",
      },
      {
        en: "With the y and xy tiles, build (x + y)(x + 2): one x² tile, one xy tile, 2 x tiles and 2 y tiles. Read off x² + xy + 2x + 2y, which is x² + (y + 2)x + 2y, the same identity with a = y and b = 2.",
        hi: "y और xy टाइलों से (x + y)(x + 2) बनाएँ: एक x² टाइल, एक xy टाइल, 2 x टाइलें और 2 y टाइलें। गुणनफल पढ़ें: x² + xy + 2x + 2y, यानी x² + (y + 2)x + 2y, वही सर्वसमिका, जिसमें a = y और b = 2।",
      },
      {
        en: "For x² − 4, lay an x² tile and 4 unit tiles red side up. They make no rectangle until you add a zero pair: 2 x tiles colour side up and 2 red side up, adding up to 0. The sides are then x + 2 and x − 2: x² − 4 = (x + 2)(x − 2).",
        hi: "x² − 4 के लिए एक x² टाइल और 4 इकाई टाइलें लाल ओर ऊपर करके रखें। इनसे आयत तभी बनता है जब आप शून्य-युग्म जोड़ें: 2 x टाइलें रंगीन ओर ऊपर और 2 लाल ओर ऊपर, जिनका योग 0 है। अब भुजाएँ x + 2 और x − 2 हैं: x² − 4 = (x + 2)(x − 2)।",
      },
    ],
    questions: [
      {
        question: {
          en: "Factorise x² + 6x + 8. What rectangle do the tiles make?",
          hi: "x² + 6x + 8 के गुणनखंड करें। टाइलों से कौन-सा आयत बनता है?",
        },
        answer: {
          en: "Find a and b with a + b = 6 and ab = 8: 2 and 4. So x² + 6x + 8 = (x + 2)(x + 4), and one x², 6 x tiles and 8 unit tiles make a rectangle x + 2 by x + 4.",
          hi: "ऐसे a और b खोजें जिनमें a + b = 6 और ab = 8 हो: 2 और 4। अतः x² + 6x + 8 = (x + 2)(x + 4), और एक x², 6 x टाइलें और 8 इकाई टाइलें x + 2 और x + 4 भुजाओं वाला आयत बनाती हैं।",
        },
      },
      {
        question: {
          en: "Expand (x + 4)(x − 3).",
          hi: "(x + 4)(x − 3) का गुणनफल ज्ञात करें।",
        },
        answer: {
          en: "With a = 4 and b = −3: x² + (4 − 3)x + 4 × (−3) = x² + x − 12.",
          hi: "a = 4 और b = −3 लेकर: x² + (4 − 3)x + 4 × (−3) = x² + x − 12।",
        },
      },
      {
        question: {
          en: "Expand (2x + 3y)².",
          hi: "(2x + 3y)² को प्रसारित करें।",
        },
        answer: {
          en: "(2x)² + 2 × 2x × 3y + (3y)² = 4x² + 12xy + 9y².",
          hi: "(2x)² + 2 × 2x × 3y + (3y)² = 4x² + 12xy + 9y²।",
        },
      },
      {
        question: {
          en: "Factorise x² − 9. Which zero pair turns the tiles into a rectangle?",
          hi: "x² − 9 के गुणनखंड करें। कौन-सा शून्य-युग्म टाइलों को आयत में बदलता है?",
        },
        answer: {
          en: "3 x tiles colour side up and 3 red side up, adding up to 0. The sides are then x + 3 and x − 3, so x² − 9 = (x + 3)(x − 3).",
          hi: "3 x टाइलें रंगीन ओर ऊपर और 3 लाल ओर ऊपर, जिनका योग 0 है। तब भुजाएँ x + 3 और x − 3 होती हैं, अतः x² − 9 = (x + 3)(x − 3)।",
        },
      },
      {
        question: {
          en: "Work out 105 × 106 with an identity, without multiplying directly.",
          hi: "सीधे गुणा किए बिना, सर्वसमिका से 105 × 106 का मान निकालें।",
        },
        answer: {
          en: "Take x = 100, a = 5, b = 6: (100 + 5)(100 + 6) = 100² + 11 × 100 + 30 = 10000 + 1100 + 30 = 11130.",
          hi: "x = 100, a = 5, b = 6 लेकर: (100 + 5)(100 + 6) = 100² + 11 × 100 + 30 = 10000 + 1100 + 30 = 11130।",
        },
      },
    ],
  },
  {
    product: "angle-arena",
    topic: "class-9-lines-and-angles",
    title: {
      en: "Angle Arena: complementary, supplementary and vertically opposite angles",
      hi: "कोण अखाड़ा: पूरक, संपूरक और शीर्षाभिमुख कोण",
    },
    goal: {
      en: "On the giant protractor of Angle Arena, students set the measuring arm to split a right angle and a straight angle, find complementary and supplementary angles and linear pairs, and work out vertically opposite angles from them.",
      hi: "कोण अखाड़ा के बड़े चाँदे पर विद्यार्थी मापक भुजा से समकोण और ऋजु कोण को दो भागों में बाँटते हैं, पूरक और संपूरक कोण तथा रैखिक युग्म पहचानते हैं, और इन्हीं से शीर्षाभिमुख कोण निकालते हैं।",
    },
    steps: [
      {
        en: "Open the board on its degree side. Set the measuring arm at 90°: a right angle. Then set it at 35°: it splits the right angle into 35° and 90° − 35° = 55°. Two angles that add up to 90° are complementary.",
        hi: "बोर्ड को डिग्री वाली ओर खोलें। मापक भुजा को 90° पर रखें: यह समकोण है। फिर उसे 35° पर रखें: वह समकोण को 35° और 90° − 35° = 55° में बाँट देती है। जिन दो कोणों का योग 90° हो, वे पूरक कोण कहलाते हैं।",
      },
      {
        en: "Set the arm at 130°. The baseline from 0° to 180° is a straight line, and the arm splits it into 130° and 180° − 130° = 50°: a linear pair. They add up to 180°, so they are supplementary.",
        hi: "मापक भुजा को 130° पर रखें। 0° से 180° तक की आधार रेखा एक सीधी रेखा है, और भुजा उसे 130° और 180° − 130° = 50° में बाँटती है: यह रैखिक युग्म है। इनका योग 180° है, इसलिए ये संपूरक कोण हैं।",
      },
      {
        en: "Imagine the arm's line carried on through the centre, below the baseline: two lines now cross. Each angle below forms a linear pair with one above, so it is 180° − 50° = 130° or 180° − 130° = 50°. Vertically opposite angles are equal.",
        hi: "कल्पना करें कि भुजा वाली रेखा केंद्र से होकर आधार रेखा के नीचे भी आगे जाती है: अब दो रेखाएँ एक-दूसरे को काटती हैं। नीचे का हर कोण ऊपर के किसी कोण के साथ रैखिक युग्म बनाता है, इसलिए वह 180° − 50° = 130° या 180° − 130° = 50° है। शीर्षाभिमुख कोण बराबर होते हैं।",
      },
      {
        en: "Play a game by the rule sheet, estimating before you measure. Each time an acute or obtuse angle is measured, the other player names its supplement, and for an acute angle its complement too.",
        hi: "नियम-पत्र के अनुसार एक खेल खेलें, और नापने से पहले अनुमान लगाएँ। जब भी कोई न्यून या अधिक कोण नापा जाए, दूसरा खिलाड़ी उसका संपूरक कोण बताए, और न्यून कोण हो तो उसका पूरक कोण भी।",
      },
    ],
    questions: [
      {
        question: {
          en: "Find the complement and the supplement of 35°. Which angle is equal to its own complement?",
          hi: "35° का पूरक और संपूरक कोण ज्ञात करें। कौन-सा कोण अपने पूरक कोण के बराबर होता है?",
        },
        answer: {
          en: "Complement: 90° − 35° = 55°. Supplement: 180° − 35° = 145°. An angle equal to its complement is half of 90°, that is 45°.",
          hi: "पूरक: 90° − 35° = 55°। संपूरक: 180° − 35° = 145°। जो कोण अपने पूरक के बराबर हो, वह 90° का आधा यानी 45° है।",
        },
      },
      {
        question: {
          en: "Two angles form a linear pair, and one is 30° more than the other. Find them.",
          hi: "दो कोण एक रैखिक युग्म बनाते हैं, और उनमें से एक दूसरे से 30° अधिक है। दोनों कोण ज्ञात करें।",
        },
        answer: {
          en: "x + (x + 30°) = 180°, so 2x = 150° and x = 75°. The angles are 75° and 105°.",
          hi: "x + (x + 30°) = 180°, अतः 2x = 150° और x = 75°। कोण 75° और 105° हैं।",
        },
      },
      {
        question: {
          en: "Lines AB and CD intersect at O, and ∠AOC = 40°. Find ∠BOD, ∠AOD and ∠BOC.",
          hi: "रेखाएँ AB और CD परस्पर O पर प्रतिच्छेद करती हैं, और ∠AOC = 40° है। ∠BOD, ∠AOD और ∠BOC ज्ञात करें।",
        },
        answer: {
          en: "∠BOD = ∠AOC = 40° (vertically opposite angles). ∠AOD = 180° − 40° = 140° (a linear pair with ∠AOC), and ∠BOC = ∠AOD = 140°.",
          hi: "∠BOD = ∠AOC = 40° (शीर्षाभिमुख कोण)। ∠AOD = 180° − 40° = 140° (∠AOC के साथ रैखिक युग्म), और ∠BOC = ∠AOD = 140°।",
        },
      },
      {
        question: {
          en: "Two lines cross, and two vertically opposite angles are (2x + 10)° and (3x − 20)°. Find x and all four angles.",
          hi: "दो रेखाएँ एक-दूसरे को काटती हैं, और दो शीर्षाभिमुख कोण (2x + 10)° और (3x − 20)° हैं। x और चारों कोण ज्ञात करें।",
        },
        answer: {
          en: "Vertically opposite angles are equal: 2x + 10 = 3x − 20, so x = 30. These two angles are 70° each, and the other two are 180° − 70° = 110° each.",
          hi: "शीर्षाभिमुख कोण बराबर होते हैं: 2x + 10 = 3x − 20, अतः x = 30। ये दोनों कोण 70° के हैं, और बाकी दो कोण 180° − 70° = 110° के।",
        },
      },
      {
        question: {
          en: "Can two obtuse angles be supplementary? Can two acute angles form a linear pair?",
          hi: "क्या दो अधिक कोण संपूरक हो सकते हैं? क्या दो न्यून कोण रैखिक युग्म बना सकते हैं?",
        },
        answer: {
          en: "No to both. Two obtuse angles add up to more than 90° + 90° = 180°, and two acute angles to less than 180°, but supplementary angles and a linear pair add up to exactly 180°.",
          hi: "दोनों का उत्तर नहीं है। दो अधिक कोणों का योग 90° + 90° = 180° से ज़्यादा होता है, और दो न्यून कोणों का 180° से कम, जबकि संपूरक कोणों और रैखिक युग्म का योग ठीक 180° होता है।",
        },
      },
    ],
  },
];
