import type { ActivitySheetSeed } from "./types";

/** Activity sheets (#37): sequences, coordinate geometry, circles, constructions, fractions and the early years. */
export const sequencesGeometryAndEarlyYearsSheets: ActivitySheetSeed[] = [
  {
    product: "sequence-sprint",
    topic: "class-10-arithmetic-progressions",
    title: {
      en: "Sequence Sprint: spot the AP, then find its nth term and sum",
      hi: "श्रेढ़ी दौड़: समांतर श्रेढ़ी पहचानें, फिर n वाँ पद और योग निकालें",
    },
    goal: {
      en: "Students flip the AP cards of Sequence Sprint to test for a common difference, call the next term, and use the whiteboard to find the nth term and the sum of the first n terms.",
      hi: "विद्यार्थी श्रेढ़ी दौड़ के समांतर श्रेढ़ी वाले कार्ड पलटकर सार्व अंतर की जाँच करते हैं, अगला पद बताते हैं, और व्हाइटबोर्ड पर n वाँ पद तथा पहले n पदों का योग निकालते हैं।",
    },
    steps: [
      {
        en: "Take the AP deck (one of the two colours), flip three cards and lay them in a row as they come.",
        hi: "समांतर श्रेढ़ी वाले रंग के कार्ड लें, तीन कार्ड पलटें और जैसे निकलें वैसे ही उन्हें एक पंक्ति में रखें।",
      },
      {
        en: "Subtract each term from the next. If both differences are equal, the cards form an AP and that difference is the common difference d; if not, they do not.",
        hi: "हर पद को उसके अगले पद में से घटाएँ। दोनों अंतर बराबर हों, तो कार्ड समांतर श्रेढ़ी बनाते हैं और यही अंतर सार्व अंतर d है; बराबर न हों, तो नहीं।",
      },
      {
        en: "Race to shout the next term first: add d to the number on the third card.",
        hi: "अगला पद सबसे पहले बोलने की होड़ लगाएँ: तीसरे कार्ड की संख्या में d जोड़ें।",
      },
      {
        en: "On the whiteboard, write a, d and the nth term aₙ = a + (n − 1)d, and use it to find the 10th term of the same AP.",
        hi: "व्हाइटबोर्ड पर a, d और n वाँ पद aₙ = a + (n − 1)d लिखें, और इससे उसी श्रेढ़ी का 10वाँ पद निकालें।",
      },
      {
        en: "Draw a bonus card and solve it on the whiteboard: aₙ = a + (n − 1)d for a term, Sₙ = n/2 [2a + (n − 1)d] for a sum.",
        hi: "एक बोनस कार्ड लें और उसे व्हाइटबोर्ड पर हल करें: पद के लिए aₙ = a + (n − 1)d और योग के लिए Sₙ = n/2 [2a + (n − 1)d] का प्रयोग करें।",
      },
    ],
    questions: [
      {
        question: {
          en: "Do 5, 9, 14 form an AP? Do 3, 7, 11?",
          hi: "क्या 5, 9, 14 समांतर श्रेढ़ी में हैं? और 3, 7, 11?",
        },
        answer: {
          en: "9 − 5 = 4 but 14 − 9 = 5, so 5, 9, 14 is not an AP. 7 − 3 = 4 and 11 − 7 = 4, so 3, 7, 11 is an AP with d = 4, and its next term is 11 + 4 = 15.",
          hi: "9 − 5 = 4 पर 14 − 9 = 5, इसलिए 5, 9, 14 समांतर श्रेढ़ी नहीं है। 7 − 3 = 4 और 11 − 7 = 4, इसलिए 3, 7, 11 समांतर श्रेढ़ी है, जिसमें d = 4 है और अगला पद 11 + 4 = 15 है।",
        },
      },
      {
        question: {
          en: "Find the 10th term of the AP 2, 7, 12, …",
          hi: "समांतर श्रेढ़ी 2, 7, 12, … का 10वाँ पद ज्ञात करें।",
        },
        answer: {
          en: "a = 2, d = 7 − 2 = 5. a₁₀ = a + 9d = 2 + 9 × 5 = 47.",
          hi: "a = 2, d = 7 − 2 = 5। a₁₀ = a + 9d = 2 + 9 × 5 = 47।",
        },
      },
      {
        question: {
          en: "Which term of the AP 3, 8, 13, … is 78?",
          hi: "समांतर श्रेढ़ी 3, 8, 13, … का कौन-सा पद 78 है?",
        },
        answer: {
          en: "a = 3, d = 5. 3 + (n − 1) × 5 = 78 gives (n − 1) × 5 = 75, so n − 1 = 15 and n = 16: 78 is the 16th term.",
          hi: "a = 3, d = 5। 3 + (n − 1) × 5 = 78 से (n − 1) × 5 = 75, अतः n − 1 = 15 और n = 16। 78 इसका 16वाँ पद है।",
        },
      },
      {
        question: {
          en: "Find the sum of the first 20 terms of the AP 1, 4, 7, …",
          hi: "समांतर श्रेढ़ी 1, 4, 7, … के पहले 20 पदों का योग ज्ञात करें।",
        },
        answer: {
          en: "a = 1, d = 3, n = 20. S₂₀ = 20/2 [2 × 1 + 19 × 3] = 10 × (2 + 57) = 10 × 59 = 590.",
          hi: "a = 1, d = 3, n = 20। S₂₀ = 20/2 [2 × 1 + 19 × 3] = 10 × (2 + 57) = 10 × 59 = 590।",
        },
      },
      {
        question: {
          en: "Find the sum of the first 100 positive integers.",
          hi: "पहले 100 धनात्मक पूर्णांकों का योग ज्ञात करें।",
        },
        answer: {
          en: "1, 2, 3, …, 100 is an AP with a = 1, d = 1 and last term l = 100. Sₙ = n/2 (a + l) = 100/2 × (1 + 100) = 50 × 101 = 5050.",
          hi: "1, 2, 3, …, 100 एक समांतर श्रेढ़ी है, जिसमें a = 1, d = 1 और अंतिम पद l = 100 है। Sₙ = n/2 (a + l) = 100/2 × (1 + 100) = 50 × 101 = 5050।",
        },
      },
    ],
  },
  {
    product: "sequence-sprint",
    topic: "class-11-sequences-and-series",
    title: {
      en: "Sequence Sprint: geometric progressions, their nth term and sum",
      hi: "श्रेढ़ी दौड़: गुणोत्तर श्रेढ़ी, उसका n वाँ पद और योग",
    },
    goal: {
      en: "Students use the GP cards of Sequence Sprint to find a common ratio and call the next term, then work out the nth term and the sum of n terms of a geometric progression on the whiteboard.",
      hi: "विद्यार्थी श्रेढ़ी दौड़ के गुणोत्तर श्रेढ़ी वाले कार्डों से सार्व अनुपात ज्ञात करके अगला पद बताते हैं, फिर व्हाइटबोर्ड पर गुणोत्तर श्रेढ़ी का n वाँ पद और n पदों का योग निकालते हैं।",
    },
    steps: [
      {
        en: "Take the GP deck (the other colour), flip three cards and lay them in a row as they come.",
        hi: "गुणोत्तर श्रेढ़ी वाले दूसरे रंग के कार्ड लें, तीन कार्ड पलटें और जैसे निकलें वैसे ही उन्हें एक पंक्ति में रखें।",
      },
      {
        en: "Divide each term by the one before it. If both ratios are equal, the cards form a GP and that ratio is the common ratio r. Check the differences too, to tell a GP from an AP.",
        hi: "हर पद को उससे पहले वाले पद से भाग दें। दोनों अनुपात बराबर हों, तो कार्ड गुणोत्तर श्रेढ़ी बनाते हैं और यही सार्व अनुपात r है। समांतर श्रेढ़ी से फ़र्क़ पहचानने के लिए अंतर भी जाँचें।",
      },
      {
        en: "Race to shout the next term first: multiply the number on the third card by r.",
        hi: "अगला पद सबसे पहले बोलने की होड़ लगाएँ: तीसरे कार्ड की संख्या को r से गुणा करें।",
      },
      {
        en: "On the whiteboard, write a, r and the nth term aₙ = arⁿ⁻¹, and use it to find the 6th term of the same GP.",
        hi: "व्हाइटबोर्ड पर a, r और n वाँ पद aₙ = arⁿ⁻¹ लिखें, और इससे उसी श्रेढ़ी का 6वाँ पद निकालें।",
      },
      {
        en: "Draw a bonus card and solve it on the whiteboard: aₙ = arⁿ⁻¹ for a term, Sₙ = a(rⁿ − 1)/(r − 1) for a sum, where r ≠ 1.",
        hi: "एक बोनस कार्ड लें और उसे व्हाइटबोर्ड पर हल करें: पद के लिए aₙ = arⁿ⁻¹ और योग के लिए Sₙ = a(rⁿ − 1)/(r − 1), जहाँ r ≠ 1 हो।",
      },
    ],
    questions: [
      {
        question: {
          en: "Three cards show 4, 12, 36. Is this an AP or a GP? Find the next term.",
          hi: "तीन कार्डों पर 4, 12, 36 हैं। यह समांतर श्रेढ़ी है या गुणोत्तर श्रेढ़ी? अगला पद ज्ञात करें।",
        },
        answer: {
          en: "12 − 4 = 8 and 36 − 12 = 24, so it is not an AP. 12/4 = 3 and 36/12 = 3, so it is a GP with r = 3, and the next term is 36 × 3 = 108.",
          hi: "12 − 4 = 8 और 36 − 12 = 24, इसलिए यह समांतर श्रेढ़ी नहीं है। 12/4 = 3 और 36/12 = 3, इसलिए यह r = 3 वाली गुणोत्तर श्रेढ़ी है, और अगला पद 36 × 3 = 108 है।",
        },
      },
      {
        question: {
          en: "Find the 8th term of the GP 5, 10, 20, …",
          hi: "गुणोत्तर श्रेढ़ी 5, 10, 20, … का 8वाँ पद ज्ञात करें।",
        },
        answer: {
          en: "a = 5, r = 2. a₈ = ar⁷ = 5 × 2⁷ = 5 × 128 = 640.",
          hi: "a = 5, r = 2। a₈ = ar⁷ = 5 × 2⁷ = 5 × 128 = 640।",
        },
      },
      {
        question: {
          en: "Find the sum of the first 6 terms of the GP 2, 6, 18, …",
          hi: "गुणोत्तर श्रेढ़ी 2, 6, 18, … के पहले 6 पदों का योग ज्ञात करें।",
        },
        answer: {
          en: "a = 2, r = 3. S₆ = a(r⁶ − 1)/(r − 1) = 2(729 − 1)/2 = 728. Check: 2 + 6 + 18 + 54 + 162 + 486 = 728.",
          hi: "a = 2, r = 3। S₆ = a(r⁶ − 1)/(r − 1) = 2(729 − 1)/2 = 728। जाँच: 2 + 6 + 18 + 54 + 162 + 486 = 728।",
        },
      },
      {
        question: {
          en: "Which term of the GP 2, 8, 32, … is 131072?",
          hi: "गुणोत्तर श्रेढ़ी 2, 8, 32, … का कौन-सा पद 131072 है?",
        },
        answer: {
          en: "a = 2, r = 4. 2 × 4ⁿ⁻¹ = 131072 gives 4ⁿ⁻¹ = 65536 = 4⁸, so n − 1 = 8 and n = 9: it is the 9th term.",
          hi: "a = 2, r = 4। 2 × 4ⁿ⁻¹ = 131072 से 4ⁿ⁻¹ = 65536 = 4⁸, अतः n − 1 = 8 और n = 9। यह 9वाँ पद है।",
        },
      },
      {
        question: {
          en: "Find the sum of the first 5 terms of the GP 1, 1/2, 1/4, …",
          hi: "गुणोत्तर श्रेढ़ी 1, 1/2, 1/4, … के पहले 5 पदों का योग ज्ञात करें।",
        },
        answer: {
          en: "a = 1, r = 1/2. S₅ = a(1 − r⁵)/(1 − r) = (1 − 1/32)/(1/2) = 31/32 × 2 = 31/16.",
          hi: "a = 1, r = 1/2। S₅ = a(1 − r⁵)/(1 − r) = (1 − 1/32)/(1/2) = 31/32 × 2 = 31/16।",
        },
      },
    ],
  },
  {
    product: "brahma-tower",
    topic: "class-11-sequences-and-series",
    title: {
      en: "Brahma Tower: counting moves up to 2ⁿ − 1",
      hi: "ब्रह्मा मीनार: चालें गिनते-गिनते 2ⁿ − 1 तक",
    },
    goal: {
      en: "Students solve the Brahma Tower with 1 to 4 discs, count the fewest moves, and see the count as the sum of a geometric progression: 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1.",
      hi: "विद्यार्थी ब्रह्मा मीनार को 1 से 4 चकतियों के साथ हल करते हैं, सबसे कम चालें गिनते हैं, और इस गिनती को एक गुणोत्तर श्रेढ़ी के योग के रूप में पहचानते हैं: 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1।",
    },
    steps: [
      {
        en: "Rule: move one disc at a time and never put a larger disc on a smaller one. Move a tower of 1 disc, then of the 2 smallest discs, to another peg, and count the moves: 1 and 3.",
        hi: "नियम: एक बार में एक ही चकती खिसकाएँ, और बड़ी चकती कभी छोटी के ऊपर न रखें। पहले 1 चकती की, फिर 2 सबसे छोटी चकतियों की मीनार दूसरी खूँटी पर ले जाएँ और चालें गिनें: 1 और 3।",
      },
      {
        en: "Stack the 3 smallest discs and move the tower to another peg. Count the moves, and try again until you need only the fewest: 7.",
        hi: "3 सबसे छोटी चकतियों की मीनार बनाकर उसे दूसरी खूँटी पर ले जाएँ। चालें गिनें, और तब तक दोहराएँ जब तक सबसे कम, यानी 7 चालें न रह जाएँ।",
      },
      {
        en: "With 4 discs, see the plan: move the top 3 away (7 moves), then the largest disc (1 move), then the 3 back on top of it (7 moves): 15 in all.",
        hi: "4 चकतियों के साथ तरीक़ा पहचानें: ऊपर की 3 चकतियाँ हटाएँ (7 चालें), फिर सबसे बड़ी चकती खिसकाएँ (1 चाल), फिर वे 3 चकतियाँ उसके ऊपर लाएँ (7 चालें): कुल 15।",
      },
      {
        en: "Replay 3 discs and tally how often each disc moves: the largest 1 time, the middle 2, the smallest 4. Write 7 = 1 + 2 + 4.",
        hi: "3 चकतियों वाला खेल फिर से खेलें और गिनें कि हर चकती कितनी बार खिसकी: सबसे बड़ी 1 बार, बीच वाली 2, सबसे छोटी 4 बार। लिखें: 7 = 1 + 2 + 4।",
      },
      {
        en: "Make a table of n and the fewest moves (1, 3, 7, 15), write each as 1 + 2 + … + 2ⁿ⁻¹, and use this GP's sum, 2ⁿ − 1, to predict the moves for 5 discs. Then check on the tower.",
        hi: "n और सबसे कम चालों (1, 3, 7, 15) की सारणी बनाएँ, हर संख्या को 1 + 2 + … + 2ⁿ⁻¹ के रूप में लिखें, और इस गुणोत्तर श्रेढ़ी के योग 2ⁿ − 1 से 5 चकतियों की चालें बताएँ। फिर मीनार पर जाँचें।",
      },
    ],
    questions: [
      {
        question: {
          en: "Show that 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1.",
          hi: "दिखाएँ कि 1 + 2 + 4 + … + 2ⁿ⁻¹ = 2ⁿ − 1।",
        },
        answer: {
          en: "It is a GP with a = 1, r = 2 and n terms, so Sₙ = a(rⁿ − 1)/(r − 1) = (2ⁿ − 1)/(2 − 1) = 2ⁿ − 1.",
          hi: "यह a = 1, r = 2 और n पदों वाली गुणोत्तर श्रेढ़ी है, इसलिए Sₙ = a(rⁿ − 1)/(r − 1) = (2ⁿ − 1)/(2 − 1) = 2ⁿ − 1।",
        },
      },
      {
        question: {
          en: "What is the fewest number of moves with 5 discs? With all 8?",
          hi: "5 चकतियों के साथ कम से कम कितनी चालें लगेंगी? सभी 8 चकतियों के साथ?",
        },
        answer: {
          en: "2⁵ − 1 = 31 moves with 5 discs (also 2 × 15 + 1 = 31), and 2⁸ − 1 = 256 − 1 = 255 moves with all 8.",
          hi: "5 चकतियों के लिए 2⁵ − 1 = 31 चालें (2 × 15 + 1 = 31 भी), और सभी 8 के लिए 2⁸ − 1 = 256 − 1 = 255 चालें।",
        },
      },
      {
        question: {
          en: "In the fewest moves with 4 discs, how many times does each disc move?",
          hi: "4 चकतियों को सबसे कम चालों में ले जाने पर हर चकती कितनी बार खिसकती है?",
        },
        answer: {
          en: "From the largest down: 1, 2, 4 and 8 times, so the smallest moves 2³ = 8 times. In all, 1 + 2 + 4 + 8 = 15 = 2⁴ − 1.",
          hi: "सबसे बड़ी से शुरू करके: 1, 2, 4 और 8 बार, यानी सबसे छोटी 2³ = 8 बार खिसकती है। कुल 1 + 2 + 4 + 8 = 15 = 2⁴ − 1।",
        },
      },
      {
        question: {
          en: "Find 1 + 2 + 4 + … + 2⁹.",
          hi: "1 + 2 + 4 + … + 2⁹ का योग ज्ञात करें।",
        },
        answer: {
          en: "It is a GP with a = 1, r = 2 and 10 terms (2⁰ to 2⁹): S₁₀ = (2¹⁰ − 1)/(2 − 1) = 1024 − 1 = 1023.",
          hi: "यह a = 1, r = 2 और 10 पदों (2⁰ से 2⁹ तक) वाली गुणोत्तर श्रेढ़ी है: S₁₀ = (2¹⁰ − 1)/(2 − 1) = 1024 − 1 = 1023।",
        },
      },
      {
        question: {
          en: "A tower needed at least 63 moves. How many discs did it have?",
          hi: "किसी मीनार को कम से कम 63 चालें लगीं। उसमें कितनी चकतियाँ थीं?",
        },
        answer: {
          en: "2ⁿ − 1 = 63 gives 2ⁿ = 64 = 2⁶, so n = 6 discs.",
          hi: "2ⁿ − 1 = 63 से 2ⁿ = 64 = 2⁶, अतः n = 6 चकतियाँ।",
        },
      },
    ],
  },
  {
    product: "coordinate",
    topic: "class-10-coordinate-geometry",
    title: {
      en: "Coordinate: distances, midpoints and section points on the board",
      hi: "कोऑर्डिनेट: बोर्ड पर दूरी, मध्य-बिंदु और विभाजन बिंदु",
    },
    goal: {
      en: "On the Coordinate board, students place pawns at ordered pairs, find distances with the distance formula and midpoints and other dividing points with the section formula, and check each answer along the grid.",
      hi: "कोऑर्डिनेट के बोर्ड पर विद्यार्थी क्रमित युग्मों पर मोहरे रखते हैं, दूरी सूत्र से दूरी और विभाजन सूत्र से मध्य-बिंदु व दूसरे विभाजन बिंदु निकालते हैं, और हर उत्तर ग्रिड पर जाँचते हैं।",
    },
    steps: [
      {
        en: "Call two ordered pairs, A(−2, −3) and B(4, 5), and put a pawn on each. Say which quadrant each point is in: A in the third, B in the first.",
        hi: "दो क्रमित युग्म बोलें, A(−2, −3) और B(4, 5), और दोनों पर एक-एक मोहरा रखें। बताएँ कि कौन-सा बिंदु किस चतुर्थांश में है: A तीसरे में, B पहले में।",
      },
      {
        en: "Join A and B with a marker, then draw the horizontal and vertical sides of a right triangle through C(4, −3). Count along the grid: AC = 6 and BC = 8 units.",
        hi: "मार्कर से A और B को मिलाएँ, फिर C(4, −3) से होकर एक समकोण त्रिभुज की क्षैतिज और ऊर्ध्वाधर भुजाएँ खींचें। ग्रिड पर गिनें: AC = 6 और BC = 8 इकाई।",
      },
      {
        en: "By Pythagoras, AB = √(6² + 8²) = √100 = 10. Write the distance formula √((x₂ − x₁)² + (y₂ − y₁)²) and check that it also gives 10 for A and B.",
        hi: "पाइथागोरस प्रमेय से AB = √(6² + 8²) = √100 = 10। दूरी सूत्र √((x₂ − x₁)² + (y₂ − y₁)²) लिखें और जाँचें कि A और B के लिए इससे भी 10 ही आता है।",
      },
      {
        en: "Put a pawn on the midpoint ((x₁ + x₂)/2, (y₁ + y₂)/2) = (1, 1) and check that it lies on AB, 5 units from each end.",
        hi: "मध्य-बिंदु ((x₁ + x₂)/2, (y₁ + y₂)/2) = (1, 1) पर मोहरा रखें और जाँचें कि यह AB पर है, दोनों सिरों से 5 इकाई दूर।",
      },
      {
        en: "Move the pawns to P(−4, −2) and Q(5, 4). By the section formula, the point dividing PQ in the ratio 1 : 2 is ((1 × 5 + 2 × (−4))/3, (1 × 4 + 2 × (−2))/3) = (−1, 0). Put a pawn there: it is a third of the way.",
        hi: "मोहरे P(−4, −2) और Q(5, 4) पर रखें। विभाजन सूत्र से PQ को 1 : 2 के अनुपात में बाँटने वाला बिंदु ((1 × 5 + 2 × (−4))/3, (1 × 4 + 2 × (−2))/3) = (−1, 0) है। वहाँ मोहरा रखें: यह PQ का एक-तिहाई रास्ता है।",
      },
      {
        en: "Draw a midpoint or distance challenge card, put pawns on its points, solve it with the formula and check on the board.",
        hi: "मध्य-बिंदु या दूरी वाला कोई चुनौती कार्ड लें, उसके बिंदुओं पर मोहरे रखें, सूत्र से हल करें और बोर्ड पर जाँचें।",
      },
    ],
    questions: [
      {
        question: {
          en: "Find the distance between P(−1, 2) and Q(5, −6).",
          hi: "बिंदुओं P(−1, 2) और Q(5, −6) के बीच की दूरी ज्ञात करें।",
        },
        answer: {
          en: "PQ = √((5 − (−1))² + (−6 − 2)²) = √(6² + (−8)²) = √(36 + 64) = √100 = 10 units.",
          hi: "PQ = √((5 − (−1))² + (−6 − 2)²) = √(6² + (−8)²) = √(36 + 64) = √100 = 10 इकाई।",
        },
      },
      {
        question: {
          en: "Find the midpoint of the segment joining (−3, 4) and (7, −2).",
          hi: "बिंदुओं (−3, 4) और (7, −2) को मिलाने वाले रेखाखंड का मध्य-बिंदु ज्ञात करें।",
        },
        answer: {
          en: "((−3 + 7)/2, (4 + (−2))/2) = (4/2, 2/2) = (2, 1).",
          hi: "((−3 + 7)/2, (4 + (−2))/2) = (4/2, 2/2) = (2, 1)।",
        },
      },
      {
        question: {
          en: "Find the point that divides the join of (−1, 7) and (4, −3) in the ratio 2 : 3.",
          hi: "बिंदुओं (−1, 7) और (4, −3) को मिलाने वाले रेखाखंड को 2 : 3 के अनुपात में विभाजित करने वाला बिंदु ज्ञात करें।",
        },
        answer: {
          en: "m = 2, n = 3: x = (2 × 4 + 3 × (−1))/5 = 5/5 = 1 and y = (2 × (−3) + 3 × 7)/5 = 15/5 = 3. The point is (1, 3).",
          hi: "m = 2, n = 3: x = (2 × 4 + 3 × (−1))/5 = 5/5 = 1 और y = (2 × (−3) + 3 × 7)/5 = 15/5 = 3। बिंदु (1, 3) है।",
        },
      },
      {
        question: {
          en: "Find the point on the x-axis that is equidistant from (2, −5) and (−2, 9).",
          hi: "x-अक्ष पर वह बिंदु ज्ञात करें जो (2, −5) और (−2, 9) से समदूरस्थ है।",
        },
        answer: {
          en: "Let it be (x, 0). (x − 2)² + 25 = (x + 2)² + 81, so −4x + 29 = 4x + 85 and x = −7. The point is (−7, 0).",
          hi: "माना बिंदु (x, 0) है। (x − 2)² + 25 = (x + 2)² + 81, अतः −4x + 29 = 4x + 85, जिससे x = −7। बिंदु (−7, 0) है।",
        },
      },
    ],
  },
  {
    product: "circle-theorem-geoboard",
    topic: "class-10-circles",
    title: {
      en: "Tangents on the circle geoboard: right angles and equal lengths",
      hi: "वृत्त जियोबोर्ड पर स्पर्श रेखाएँ: समकोण और बराबर लंबाइयाँ",
    },
    goal: {
      en: "On the 24-peg circle of the Circle Theorem Geoboard, students stretch bands into tangents and find that a tangent is perpendicular to the radius at its point of contact and that the two tangents from an outside point are equal.",
      hi: "वृत्त प्रमेय जियोबोर्ड के 24 खूँटियों वाले वृत्त पर विद्यार्थी रबर बैंड से स्पर्श रेखाएँ बनाते हैं और पाते हैं कि स्पर्श रेखा स्पर्श बिंदु पर त्रिज्या पर लंब होती है, तथा बाह्य बिंदु से खींची गई दोनों स्पर्श रेखाएँ बराबर होती हैं।",
    },
    steps: [
      {
        en: "Turn the board to the 24-peg circle. Stretch a band from a peg P to the peg opposite it, 12 pegs round: it is a diameter, and its half from P to the centre O is a radius.",
        hi: "बोर्ड को 24 खूँटियों वाले वृत्त की ओर पलटें। किसी खूँटी P से उसके ठीक सामने वाली खूँटी (12 खूँटियाँ आगे) तक बैंड खींचें: यह व्यास है, और P से केंद्र O तक इसका आधा भाग त्रिज्या है।",
      },
      {
        en: "With a band of another colour, make the tangent at P, touching the circle at P only, as the tangent investigation cards show.",
        hi: "दूसरे रंग के बैंड से P पर स्पर्श रेखा बनाएँ, जो वृत्त को केवल P पर छुए, जैसा स्पर्श रेखाओं वाले खोज कार्ड दिखाते हैं।",
      },
      {
        en: "Fit the corner of a sheet of paper where the tangent meets the diameter: the angle is a right angle. Repeat at two other pegs.",
        hi: "जहाँ स्पर्श रेखा व्यास से मिलती है, वहाँ काग़ज़ का कोना रखें: कोण समकोण है। दो और खूँटियों पर दोहराएँ।",
      },
      {
        en: "Make two tangents from one point T outside the circle, touching it at pegs A and B. Mark TA and TB on a strip of paper and compare: they are equal.",
        hi: "वृत्त के बाहर के एक बिंदु T से दो स्पर्श रेखाएँ बनाएँ, जो वृत्त को खूँटियों A और B पर छुएँ। काग़ज़ की पट्टी पर TA और TB के निशान लगाकर तुलना करें: दोनों बराबर हैं।",
      },
      {
        en: "Stretch diameters through A and B. At the centre each peg-step is 360° ÷ 24 = 15°, so count the steps from A to B along the near arc to get ∠AOB; then ∠ATB = 180° − ∠AOB.",
        hi: "A और B से होकर व्यास बनाएँ। केंद्र पर हर खूँटी-अंतर 360° ÷ 24 = 15° का है, इसलिए पास वाले चाप पर A से B तक खूँटी-अंतर गिनकर ∠AOB निकालें; फिर ∠ATB = 180° − ∠AOB।",
      },
    ],
    questions: [
      {
        question: {
          en: "The tangent from a point Q to a circle is 24 cm long, and Q is 25 cm from the centre. Find the radius.",
          hi: "एक बिंदु Q से वृत्त पर स्पर्श रेखा की लंबाई 24 cm है और केंद्र से Q की दूरी 25 cm है। वृत्त की त्रिज्या ज्ञात करें।",
        },
        answer: {
          en: "The radius OP to the point of contact is perpendicular to the tangent, so triangle OPQ is right-angled at P: r = √(25² − 24²) = √(625 − 576) = √49 = 7 cm.",
          hi: "स्पर्श बिंदु P तक की त्रिज्या OP स्पर्श रेखा पर लंब है, इसलिए त्रिभुज OPQ में P पर समकोण है: r = √(25² − 24²) = √(625 − 576) = √49 = 7 cm।",
        },
      },
      {
        question: {
          en: "TP and TQ are the tangents from T to a circle with centre O, and ∠PTQ = 70°. Find ∠POQ.",
          hi: "केंद्र O वाले वृत्त पर बाह्य बिंदु T से स्पर्श रेखाएँ TP और TQ हैं, और ∠PTQ = 70° है। ∠POQ ज्ञात करें।",
        },
        answer: {
          en: "∠OPT = ∠OQT = 90°, and the angles of the quadrilateral OPTQ add up to 360°: ∠POQ = 360° − 90° − 90° − 70° = 110°.",
          hi: "∠OPT = ∠OQT = 90°, और चतुर्भुज OPTQ के कोणों का योग 360° है: ∠POQ = 360° − 90° − 90° − 70° = 110°।",
        },
      },
      {
        question: {
          en: "How many tangents can a circle have? How many from a point inside it, on it, and outside it?",
          hi: "एक वृत्त की कितनी स्पर्श रेखाएँ हो सकती हैं? वृत्त के अंदर, वृत्त पर और वृत्त के बाहर के किसी बिंदु से कितनी?",
        },
        answer: {
          en: "Infinitely many, one at every point of the circle. From a point inside: none; from a point on the circle: exactly one; from a point outside: exactly two, of equal length.",
          hi: "अनंत, वृत्त के हर बिंदु पर एक। अंदर के बिंदु से एक भी नहीं, वृत्त पर के बिंदु से ठीक एक, और बाह्य बिंदु से ठीक दो, जिनकी लंबाइयाँ बराबर होती हैं।",
        },
      },
      {
        question: {
          en: "Two concentric circles have radii 5 cm and 3 cm. Find the length of the chord of the larger circle that touches the smaller one.",
          hi: "दो संकेंद्रीय वृत्तों की त्रिज्याएँ 5 cm और 3 cm हैं। बड़े वृत्त की उस जीवा की लंबाई ज्ञात करें जो छोटे वृत्त को स्पर्श करती है।",
        },
        answer: {
          en: "The chord is a tangent to the smaller circle, so the 3 cm radius is perpendicular to it and bisects it. Half the chord = √(5² − 3²) = √16 = 4 cm, so the chord is 8 cm.",
          hi: "यह जीवा छोटे वृत्त की स्पर्श रेखा है, इसलिए 3 cm की त्रिज्या उस पर लंब है और उसे समद्विभाजित करती है। आधी जीवा = √(5² − 3²) = √16 = 4 cm, अतः जीवा 8 cm है।",
        },
      },
      {
        question: {
          en: "On the geoboard, the tangents at pegs A and B meet at T, and A is 8 peg-steps from B along the near arc. Find ∠ATB.",
          hi: "जियोबोर्ड पर खूँटियों A और B पर की स्पर्श रेखाएँ T पर मिलती हैं, और पास वाले चाप पर A से B तक 8 खूँटी-अंतर हैं। ∠ATB ज्ञात करें।",
        },
        answer: {
          en: "∠AOB = 8 × 15° = 120°. With the two right angles at A and B, ∠ATB = 360° − 90° − 90° − 120° = 60°.",
          hi: "∠AOB = 8 × 15° = 120°। A और B पर के दो समकोणों के साथ, ∠ATB = 360° − 90° − 90° − 120° = 60°।",
        },
      },
    ],
  },
  {
    product: "compass-quest-construction-set",
    topic: "class-6-playing-with-constructions",
    title: {
      en: "Compass Quest: a circle, a rectangle and a roof with compass and ruler",
      hi: "परकार खोज: परकार और पैमाने से वृत्त, आयत और छत",
    },
    goal: {
      en: "With the instruments of the Compass Quest set, children draw a circle, construct a rectangle and its diagonals, and find a point at equal distances from two points: the constructions of this chapter.",
      hi: "परकार खोज रचना सेट के उपकरणों से बच्चे वृत्त बनाते हैं, आयत और उसके विकर्णों की रचना करते हैं, और दो बिंदुओं से बराबर दूरी वाला बिंदु खोजते हैं: यही इस अध्याय की रचनाएँ हैं।",
    },
    steps: [
      {
        en: "Open the compass to 4 cm on the ruler and lock it. Draw a circle with centre P, mark three points on it and measure each one's distance from P: all 4 cm.",
        hi: "पैमाने पर परकार को 4 cm खोलें और लॉक करें। केंद्र P लेकर वृत्त बनाएँ, उस पर तीन बिंदु अंकित करें और हर एक की P से दूरी मापें: सब 4 cm।",
      },
      {
        en: "Draw AB = 6 cm. With a set square, draw right angles at A and B. With the compass still locked at 4 cm, mark D and C on these lines, 4 cm from A and from B. Join DC: rectangle ABCD.",
        hi: "AB = 6 cm खींचें। सेट स्क्वेयर से A और B पर समकोण बनाएँ। 4 cm पर लॉक परकार से इन रेखाओं पर A और B से 4 cm दूर D और C अंकित करें। DC मिलाएँ: आयत ABCD तैयार है।",
      },
      {
        en: "Check the corners at C and D with the set square and measure DC: 6 cm. Draw the diagonals AC and BD and measure them: they are equal.",
        hi: "C और D के कोने सेट स्क्वेयर से जाँचें और DC मापें: 6 cm। विकर्ण AC और BD खींचकर मापें: दोनों बराबर हैं।",
      },
      {
        en: "With the protractor, measure the two angles into which the diagonal AC splits the corner at A: about 34° and 56°. They are not equal; in a square they would be 45° each.",
        hi: "चाँदे से वे दो कोण मापें जिनमें विकर्ण AC कोने A के कोण को बाँटता है: लगभग 34° और 56°। ये बराबर नहीं हैं; वर्ग में ये 45° और 45° होते।",
      },
      {
        en: "Build a roof: set the compass to 5 cm, draw arcs above DC from D and from C, and call their crossing point E. E is 5 cm from both D and C; join ED and EC.",
        hi: "छत बनाएँ: परकार को 5 cm पर करें, D और C से DC के ऊपर चाप खींचें, और उनके कटान बिंदु को E कहें। E, D और C दोनों से 5 cm दूर है; ED और EC मिलाएँ।",
      },
      {
        en: "Now solve a puzzle from the quest booklet with the same moves: measure, lock, draw arcs and join.",
        hi: "अब खोज-पुस्तिका की कोई पहेली इन्हीं चालों से हल करें: मापें, लॉक करें, चाप खींचें और मिलाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "Every point of a circle is 4 cm from its centre. What is its radius, and how long is a diameter?",
          hi: "किसी वृत्त का हर बिंदु उसके केंद्र से 4 cm दूर है। उसकी त्रिज्या कितनी है, और व्यास कितना लंबा है?",
        },
        answer: {
          en: "The radius is 4 cm, the fixed distance from the centre. A diameter goes through the centre from one side to the other: 4 + 4 = 8 cm.",
          hi: "त्रिज्या 4 cm है, यानी केंद्र से वह तय दूरी। व्यास केंद्र से होकर एक ओर से दूसरी ओर जाता है: 4 + 4 = 8 cm।",
        },
      },
      {
        question: {
          en: "A wave is drawn on a line AB of 8 cm: half circles on AX and XB, where X is the midpoint of AB. What radius do you set on the compass?",
          hi: "8 cm की रेखा AB पर लहर बनानी है: AB के मध्य-बिंदु X से बने AX और XB पर अर्धवृत्त। परकार में कितनी त्रिज्या लें?",
        },
        answer: {
          en: "AX = 8 ÷ 2 = 4 cm is the diameter of each half circle, so set the compass to 4 ÷ 2 = 2 cm, with the centres at the midpoints of AX and XB.",
          hi: "AX = 8 ÷ 2 = 4 cm हर अर्धवृत्त का व्यास है, इसलिए परकार 4 ÷ 2 = 2 cm पर खोलें, और केंद्र AX और XB के मध्य-बिंदुओं पर रखें।",
        },
      },
      {
        question: {
          en: "How do you construct a rectangle with one side 5 cm and a diagonal 7 cm?",
          hi: "एक भुजा 5 cm और एक विकर्ण 7 cm वाले आयत की रचना कैसे करें?",
        },
        answer: {
          en: "Draw AB = 5 cm and right angles at A and B. With centre A and radius 7 cm, cut the line at B in C. Take BC in the compass, mark D on the line at A with AD = BC, and join DC.",
          hi: "AB = 5 cm खींचें और A व B पर समकोण बनाएँ। केंद्र A और त्रिज्या 7 cm से B वाली रेखा को C पर काटें। परकार में BC लेकर A वाली रेखा पर AD = BC से D अंकित करें, और DC मिलाएँ।",
        },
      },
      {
        question: {
          en: "DC = 6 cm. How do you find a point that is 5 cm from both D and C? Is there only one?",
          hi: "DC = 6 cm है। D और C दोनों से 5 cm दूर का बिंदु कैसे खोजें? क्या ऐसा एक ही बिंदु है?",
        },
        answer: {
          en: "Draw arcs of radius 5 cm from D and from C. They cross at two points, one on each side of DC; each is 5 cm from both D and C, and 4 cm from the midpoint of DC (measure it).",
          hi: "D और C से 5 cm त्रिज्या के चाप खींचें। वे दो बिंदुओं पर कटते हैं, DC के दोनों ओर एक-एक; दोनों D और C से 5 cm दूर हैं, और DC के मध्य-बिंदु से 4 cm (मापकर देखें)।",
        },
      },
      {
        question: {
          en: "Does a diagonal of a square split the corner angle into two equal parts? And a diagonal of a 6 cm × 4 cm rectangle?",
          hi: "क्या वर्ग का विकर्ण कोने के कोण को दो बराबर भागों में बाँटता है? और 6 cm × 4 cm के आयत का विकर्ण?",
        },
        answer: {
          en: "In a square, yes: 45° and 45°. In the 6 cm × 4 cm rectangle, no: about 34° and 56°; the smaller angle is the one next to the longer side.",
          hi: "वर्ग में हाँ: 45° और 45°। 6 cm × 4 cm के आयत में नहीं: लगभग 34° और 56°, और छोटा कोण लंबी भुजा के साथ बनता है।",
        },
      },
    ],
  },
  {
    product: "fraction-pizza-party",
    topic: "class-6-fractions",
    title: {
      en: "Fraction Pizza Party: equal fractions, comparing and adding",
      hi: "भिन्न पिज़्ज़ा पार्टी: तुल्य भिन्न, तुलना और जोड़",
    },
    goal: {
      en: "Children lay the felt slices of Fraction Pizza Party on top of one another to find equivalent fractions, compare fractions and add them, then fill order cards on the serving trays.",
      hi: "बच्चे भिन्न पिज़्ज़ा पार्टी के फ़ेल्ट टुकड़ों को एक-दूसरे पर रखकर तुल्य भिन्न खोजते हैं, भिन्नों की तुलना करते हैं, उन्हें जोड़ते हैं, और फिर परोसने की ट्रे पर ऑर्डर कार्ड पूरे करते हैं।",
    },
    steps: [
      {
        en: "Sort the slices by size and read the fraction on the back of one slice of each kind: 1/2, 1/3, 1/4, 1/6, 1/8. Which slice is the biggest, and which the smallest?",
        hi: "टुकड़ों को आकार के हिसाब से छाँटें और हर तरह के एक टुकड़े के पीछे छपी भिन्न पढ़ें: 1/2, 1/3, 1/4, 1/6, 1/8। सबसे बड़ा टुकड़ा कौन-सा है, और सबसे छोटा कौन-सा?",
      },
      {
        en: "Lay down a half slice and cover it exactly, first with quarters, then with sixths, then with eighths. Write what you find: 1/2 = 2/4 = 3/6 = 4/8.",
        hi: "आधा टुकड़ा रखें और उसे ठीक-ठीक ढकें, पहले चौथाई टुकड़ों से, फिर छठे हिस्सों से, फिर आठवें हिस्सों से। जो मिला, लिखें: 1/2 = 2/4 = 3/6 = 4/8।",
      },
      {
        en: "Lay a third on a quarter to compare them, then cover a third with sixths: 1/3 = 2/6.",
        hi: "तुलना के लिए तिहाई टुकड़े को चौथाई टुकड़े पर रखें, फिर तिहाई को छठे हिस्सों से ढकें: 1/3 = 2/6।",
      },
      {
        en: "Add on a tray: put a quarter next to an eighth, cover both with eighths and count: 1/4 + 1/8 = 2/8 + 1/8 = 3/8.",
        hi: "ट्रे पर जोड़ें: एक चौथाई और एक आठवाँ टुकड़ा साथ रखें, दोनों को आठवें हिस्सों से ढकें और गिनें: 1/4 + 1/8 = 2/8 + 1/8 = 3/8।",
      },
      {
        en: "Draw an order card, build the order on a serving tray and say it as a fraction, or as a mixed fraction if it is more than one pizza.",
        hi: "एक ऑर्डर कार्ड लें, परोसने की ट्रे पर वह ऑर्डर सजाएँ और उसे भिन्न में बोलें; एक पिज़्ज़ा से ज़्यादा हो, तो मिश्रित भिन्न में।",
      },
    ],
    questions: [
      {
        question: {
          en: "How many eighths make one half? Write the equal fractions.",
          hi: "आधे के बराबर होने के लिए कितने आठवें हिस्से चाहिए? बराबर भिन्न लिखें।",
        },
        answer: {
          en: "Four eighth slices cover a half, so 1/2 = 4/8. In the same way two quarters and three sixths cover it: 1/2 = 2/4 = 3/6 = 4/8.",
          hi: "चार आठवें टुकड़े आधे को ढक लेते हैं, इसलिए 1/2 = 4/8। इसी तरह दो चौथाई और तीन छठे हिस्से भी उसे ढकते हैं: 1/2 = 2/4 = 3/6 = 4/8।",
        },
      },
      {
        question: {
          en: "Which is bigger, 1/3 or 1/4? And 2/3 or 3/4?",
          hi: "1/3 और 1/4 में कौन बड़ी है? और 2/3 और 3/4 में?",
        },
        answer: {
          en: "1/3 > 1/4: a pizza cut into 3 equal slices has bigger slices than one cut into 4. Write 2/3 and 3/4 in twelfths: 8/12 < 9/12, so 3/4 is bigger.",
          hi: "1/3 > 1/4: 3 बराबर टुकड़ों में कटे पिज़्ज़ा के टुकड़े 4 में कटे पिज़्ज़ा के टुकड़ों से बड़े होते हैं। 2/3 और 3/4 को बारहवें हिस्सों में लिखें: 8/12 < 9/12, इसलिए 3/4 बड़ी है।",
        },
      },
      {
        question: {
          en: "Find 1/3 + 1/6.",
          hi: "1/3 + 1/6 ज्ञात करें।",
        },
        answer: {
          en: "1/3 = 2/6, so 1/3 + 1/6 = 2/6 + 1/6 = 3/6 = 1/2. Check: a third and a sixth together cover a half slice.",
          hi: "1/3 = 2/6, इसलिए 1/3 + 1/6 = 2/6 + 1/6 = 3/6 = 1/2। जाँचें: एक तिहाई और एक छठा टुकड़ा मिलकर आधे टुकड़े को ढक लेते हैं।",
        },
      },
      {
        question: {
          en: "An order asks for 7/4 pizzas. Write it as a mixed fraction.",
          hi: "एक ऑर्डर में 7/4 पिज़्ज़ा माँगे गए हैं। इसे मिश्रित भिन्न में लिखें।",
        },
        answer: {
          en: "Four quarters make one whole pizza, and 3 quarters are left: 7/4 = 1 3/4 pizzas.",
          hi: "चार चौथाई से एक पूरा पिज़्ज़ा बनता है और 3 चौथाई बचते हैं: 7/4 = 1 3/4 पिज़्ज़ा।",
        },
      },
      {
        question: {
          en: "Find 3/4 − 1/8.",
          hi: "3/4 − 1/8 ज्ञात करें।",
        },
        answer: {
          en: "3/4 = 6/8, so 3/4 − 1/8 = 6/8 − 1/8 = 5/8.",
          hi: "3/4 = 6/8, इसलिए 3/4 − 1/8 = 6/8 − 1/8 = 5/8।",
        },
      },
    ],
  },
  {
    product: "tangram-master",
    topic: "shapes-and-space",
    title: {
      en: "Tangram Master: name the shapes, then turn and flip them to fit",
      hi: "टैनग्राम मास्टर: आकृतियाँ पहचानें, फिर घुमाकर-पलटकर बैठाएँ",
    },
    goal: {
      en: "With a grown-up, a young child names and counts the seven Tangram Master pieces, builds an easy animal from a challenge card by turning and flipping pieces, and puts the square back together in the tray.",
      hi: "किसी बड़े के साथ बच्चा टैनग्राम मास्टर के सात टुकड़ों को पहचानता और गिनता है, चुनौती कार्ड से कोई आसान जानवर टुकड़ों को घुमा-पलटकर बनाता है, और ट्रे में फिर से वर्ग जोड़ता है।",
    },
    steps: [
      {
        en: "Tip the seven pieces out of the tray. Count them together, touching each one.",
        hi: "ट्रे से सातों टुकड़े निकालें। हर टुकड़े को छूते हुए साथ-साथ गिनें।",
      },
      {
        en: "Sort them: the triangles in one group, then the square, then the piece with slanting sides. Line the triangles up from big to small.",
        hi: "टुकड़ों को छाँटें: त्रिभुज एक जगह, फिर वर्ग, फिर तिरछी भुजाओं वाला टुकड़ा। त्रिभुजों को बड़े से छोटे के क्रम में लगाएँ।",
      },
      {
        en: "Show that the two small triangles together cover the square exactly.",
        hi: "दिखाएँ कि दोनों छोटे त्रिभुज मिलकर वर्ग वाले टुकड़े को ठीक-ठीक ढक लेते हैं।",
      },
      {
        en: "Pick an easy animal card and build the animal on the table. If a piece will not fit, turn it round or flip it over.",
        hi: "कोई आसान जानवर वाला कार्ड चुनें और मेज़ पर वह जानवर बनाएँ। कोई टुकड़ा न बैठे, तो उसे घुमाएँ या पलटें।",
      },
      {
        en: "Check with the solution on the back of the card, then put all seven pieces back in the tray as a square.",
        hi: "कार्ड के पीछे दिए हल से मिलान करें, फिर सातों टुकड़ों को ट्रे में रखकर फिर से वर्ग बनाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "How many pieces are there? How many of them are triangles?",
          hi: "कुल कितने टुकड़े हैं? उनमें से कितने त्रिभुज हैं?",
        },
        answer: {
          en: "Count them: 7 pieces. 5 of them are triangles: 2 big, 1 middle-sized and 2 small.",
          hi: "गिनें: 7 टुकड़े। इनमें 5 त्रिभुज हैं: 2 बड़े, 1 बीच वाला और 2 छोटे।",
        },
      },
      {
        question: {
          en: "Point to the square. How many sides and corners does it have?",
          hi: "वर्ग पर उँगली रखें। उसकी कितनी भुजाएँ और कितने कोने हैं?",
        },
        answer: {
          en: "The square has 4 sides, all the same length, and 4 corners. Touch each one as you count.",
          hi: "वर्ग की 4 भुजाएँ हैं, सब बराबर लंबाई की, और 4 कोने। हर एक को छूते हुए गिनें।",
        },
      },
      {
        question: {
          en: "Can you make the square's shape from two other pieces?",
          hi: "क्या दो दूसरे टुकड़ों से वर्ग जैसी आकृति बन सकती है?",
        },
        answer: {
          en: "Yes: put the two small triangles together along their longest sides. They make a square as big as the square piece.",
          hi: "हाँ: दोनों छोटे त्रिभुजों को उनकी सबसे लंबी भुजा से मिलाएँ। वे वर्ग वाले टुकड़े जितना ही बड़ा वर्ग बनाते हैं।",
        },
      },
      {
        question: {
          en: "A piece will not fit the picture. What can you try?",
          hi: "कोई टुकड़ा आकृति में नहीं बैठ रहा। क्या करके देखें?",
        },
        answer: {
          en: "Turn it round, or flip it over. Only the piece with slanting sides looks different after a flip, so try flipping that one too.",
          hi: "उसे घुमाएँ या पलटें। सिर्फ़ तिरछी भुजाओं वाला टुकड़ा पलटने पर अलग दिखता है, इसलिए उसे पलटकर भी आज़माएँ।",
        },
      },
    ],
  },
  {
    product: "polyhedra-builder",
    topic: "shapes-and-space",
    title: {
      en: "Polyhedra Builder: build a cube and a pyramid, count faces and corners",
      hi: "बहुफलक बिल्डर: घन और पिरामिड बनाएँ, फलक और कोने गिनें",
    },
    goal: {
      en: "With a grown-up, a young child clicks the squares and triangles of Polyhedra Builder into a cube and pyramids, names the solid shapes and counts their faces and corners.",
      hi: "किसी बड़े के साथ बच्चा बहुफलक बिल्डर के वर्गों और त्रिभुजों को जोड़कर घन और पिरामिड बनाता है, ठोस आकृतियों के नाम लेता है और उनके फलक व कोने गिनता है।",
    },
    steps: [
      {
        en: "Sort a handful of pieces into triangles, squares and pentagons. Count the sides of one of each: 3, 4, 5.",
        hi: "मुट्ठी भर टुकड़ों को त्रिभुज, वर्ग और पंचभुज में छाँटें। हर तरह के एक टुकड़े की भुजाएँ गिनें: 3, 4, 5।",
      },
      {
        en: "Click 4 squares into a ring, then add one on top and one underneath: a cube. Count its faces, touching each one: 6.",
        hi: "4 वर्गों को जोड़कर घेरा बनाएँ, फिर एक ऊपर और एक नीचे लगाएँ: घन बन गया। हर फलक को छूते हुए गिनें: 6।",
      },
      {
        en: "Put a finger on each corner of the cube and count: 8. Compare it with a box at home.",
        hi: "घन के हर कोने पर उँगली रखकर गिनें: 8। घर के किसी डिब्बे से इसकी तुलना करें।",
      },
      {
        en: "Stand 4 triangles on a square and let them lean together at the top: a pyramid. Count its faces (5) and corners (5).",
        hi: "एक वर्ग पर 4 त्रिभुज खड़े करें और उन्हें ऊपर आपस में झुकाकर मिला दें: पिरामिड बन गया। इसके फलक (5) और कोने (5) गिनें।",
      },
      {
        en: "Open the cube out flat and look at its 6 squares lying on the table; then fold them up into the cube again.",
        hi: "घन को खोलकर मेज़ पर समतल फैलाएँ और उसके 6 वर्ग देखें; फिर उन्हें मोड़कर दोबारा घन बनाएँ।",
      },
    ],
    questions: [
      {
        question: {
          en: "How many squares do you need for a cube?",
          hi: "घन बनाने के लिए कितने वर्ग चाहिए?",
        },
        answer: {
          en: "6: four round the sides, one on top and one underneath. Count them as you build.",
          hi: "6: चारों ओर 4, एक ऊपर और एक नीचे। बनाते हुए गिनें।",
        },
      },
      {
        question: {
          en: "How many corners does the cube have?",
          hi: "घन के कितने कोने हैं?",
        },
        answer: {
          en: "8: 4 at the top and 4 at the bottom. Touch each one as you count.",
          hi: "8: 4 ऊपर और 4 नीचे। हर कोने को छूते हुए गिनें।",
        },
      },
      {
        question: {
          en: "Build a pyramid from triangles only. How many triangles does it take?",
          hi: "सिर्फ़ त्रिभुजों से पिरामिड बनाएँ। कितने त्रिभुज लगते हैं?",
        },
        answer: {
          en: "4: one at the bottom and 3 leaning together on it. Every face of this pyramid is a triangle.",
          hi: "4: एक नीचे और उस पर आपस में झुके 3 त्रिभुज। इस पिरामिड का हर फलक त्रिभुज है।",
        },
      },
      {
        question: {
          en: "Point to the square face of the pyramid with a square base. How many triangle faces does it have, and how many faces in all?",
          hi: "वर्ग आधार वाले पिरामिड के वर्ग फलक पर उँगली रखें। इसके कितने त्रिभुज फलक हैं, और कुल कितने फलक?",
        },
        answer: {
          en: "1 square at the bottom and 4 triangles: 1 + 4 = 5 faces.",
          hi: "नीचे 1 वर्ग और 4 त्रिभुज: 1 + 4 = 5 फलक।",
        },
      },
      {
        question: {
          en: "Which has more faces, the cube or the pyramid with a square base? How many more?",
          hi: "घन और वर्ग आधार वाले पिरामिड में से किसके फलक ज़्यादा हैं? कितने ज़्यादा?",
        },
        answer: {
          en: "The cube: it has 6 faces and the pyramid 5, so 1 more.",
          hi: "घन के: घन के 6 फलक हैं और पिरामिड के 5, यानी 1 ज़्यादा।",
        },
      },
    ],
  },
  {
    product: "symmetry-mirror-book",
    topic: "patterns",
    title: {
      en: "Symmetry Mirror Book: a pattern that repeats around a point",
      hi: "सममिति दर्पण पुस्तक: एक बिंदु के चारों ओर दोहराता पैटर्न",
    },
    goal: {
      en: "With a grown-up, a young child puts a pattern card between the two mirrors, counts how many times the pattern repeats around the hinge, and sees the count change as the mirrors open and close.",
      hi: "किसी बड़े के साथ बच्चा पैटर्न कार्ड को दोनों दर्पणों के बीच रखता है, गिनता है कि पैटर्न क़ब्ज़े के चारों ओर कितनी बार दोहराता है, और देखता है कि दर्पण खोलने-बंद करने पर यह गिनती कैसे बदलती है।",
    },
    steps: [
      {
        en: "Choose a rangoli pattern card and put it between the two mirrors. Look into the mirrors together.",
        hi: "रंगोली वाला कोई पैटर्न कार्ड चुनें और उसे दोनों दर्पणों के बीच रखें। बच्चे के साथ दर्पणों में देखें।",
      },
      {
        en: "Open the mirrors to a square corner, so that the corner of a pattern card fits snugly between them. Count the copies of the pattern all the way round, the real card included: 4.",
        hi: "दर्पणों को समकोण पर खोलें, ताकि किसी पैटर्न कार्ड का कोना उनके बीच ठीक से बैठ जाए। असली कार्ड समेत पूरे घेरे में पैटर्न कितनी बार दिखता है, गिनें: 4।",
      },
      {
        en: "Close the mirrors a little, using the angle guide on the base, and count again: more copies. Open them wider: fewer copies.",
        hi: "आधार पर छपी कोण-मार्गदर्शिका की मदद से दर्पणों को थोड़ा और बंद करें और फिर गिनें: पैटर्न ज़्यादा बार दिखेगा। ज़्यादा खोलें: कम बार।",
      },
      {
        en: "Point to the part that repeats, then move your finger round the circle, saying each time what comes next.",
        hi: "दोहराने वाले हिस्से पर उँगली रखें, फिर घेरे में उँगली घुमाते हुए हर बार बताएँ कि आगे क्या आएगा।",
      },
      {
        en: "Now let the child set the mirrors while you count, then swap.",
        hi: "अब बच्चे को दर्पणों का कोण बदलने दें और आप गिनें; फिर बारी बदलें।",
      },
    ],
    questions: [
      {
        question: {
          en: "With the mirrors at a square corner, how many times do you see the pattern?",
          hi: "दर्पण समकोण पर हों, तो पैटर्न कितनी बार दिखता है?",
        },
        answer: {
          en: "4 times, the real card included. Point to each one and count round: 1, 2, 3, 4.",
          hi: "4 बार, असली कार्ड को मिलाकर। हर एक पर उँगली रखकर घेरे में गिनें: 1, 2, 3, 4।",
        },
      },
      {
        question: {
          en: "Close the mirrors a little: do you see more copies or fewer? And when you open them wide?",
          hi: "दर्पणों को थोड़ा बंद करें: पैटर्न ज़्यादा बार दिखता है या कम? और उन्हें ज़्यादा खोलने पर?",
        },
        answer: {
          en: "Closing them gives more copies, opening them wide gives fewer: the smaller the angle between the mirrors, the more copies fit round the hinge.",
          hi: "बंद करने पर ज़्यादा बार, ज़्यादा खोलने पर कम बार: दर्पणों के बीच का कोण जितना छोटा, क़ब्ज़े के चारों ओर उतनी ज़्यादा प्रतियाँ।",
        },
      },
      {
        question: {
          en: "Point to the middle of the pattern. What is there?",
          hi: "पैटर्न के बीच में उँगली रखें। वहाँ क्या है?",
        },
        answer: {
          en: "The hinge, where the two mirrors meet. The pattern repeats all the way round this one point, like a rangoli round its centre.",
          hi: "क़ब्ज़ा, जहाँ दोनों दर्पण मिलते हैं। पैटर्न इसी एक बिंदु के चारों ओर दोहराता है, जैसे रंगोली अपने बीच के बिंदु के चारों ओर।",
        },
      },
      {
        question: {
          en: "Choose something that is on the card only once, such as a flower. With the mirrors at a square corner, how many of it do you see?",
          hi: "कार्ड पर एक ही बार आने वाली कोई चीज़ चुनें, जैसे कोई फूल। दर्पण समकोण पर हों, तो वह कितनी बार दिखती है?",
        },
        answer: {
          en: "4, one in each copy of the pattern. Point to each and count round the circle.",
          hi: "4 बार, पैटर्न की हर प्रति में एक। हर एक पर उँगली रखकर घेरे में गिनें।",
        },
      },
    ],
  },
  {
    product: "abacus-champ",
    topic: "number-sense",
    title: {
      en: "Abacus Champ: counting beads, with ones and tens on their own rods",
      hi: "अबेकस चैम्प: मनकों से गिनती, इकाई और दहाई अपनी-अपनी छड़ पर",
    },
    goal: {
      en: "With a grown-up, a child counts with the beads of Abacus Champ, first to 9 on one rod, then into tens and hundreds on the rods to its left, and sees place value: ones, tens and hundreds, each on its own rod.",
      hi: "किसी बड़े के साथ बच्चा अबेकस चैम्प के मनकों से गिनती करता है, पहले एक छड़ पर 9 तक, फिर बाईं ओर की छड़ों पर दहाई और सैकड़े तक, और स्थानीय मान समझता है: इकाई, दहाई और सैकड़ा, हर एक अपनी छड़ पर।",
    },
    steps: [
      {
        en: "Push the reset bar to clear all the beads. Choose a rod with a unit marker: it is the ones rod.",
        hi: "रीसेट पट्टी को धकेलकर सारे मनके साफ़ करें। इकाई के निशान वाली कोई छड़ चुनें: यही इकाई की छड़ है।",
      },
      {
        en: "Count aloud from 1 to 4, pushing one lower bead up to the middle bar for each number.",
        hi: "ज़ोर से 1 से 4 तक गिनें, और हर संख्या पर नीचे का एक मनका ऊपर बीच की पट्टी तक सरकाएँ।",
      },
      {
        en: "For 5, push the four lower beads back down and bring the upper bead down to the bar: it counts five. Go on to 9: the upper bead and 4 lower beads.",
        hi: "5 के लिए नीचे के चारों मनके वापस नीचे करें और ऊपर का मनका बीच की पट्टी तक लाएँ: यह पाँच गिना जाता है। ऐसे ही 9 तक जाएँ: ऊपर का मनका और नीचे के 4 मनके।",
      },
      {
        en: "For 10, clear the ones rod and push up one lower bead on the rod to its left, the tens rod. Build 10, 20, 13 and 31, and read them out.",
        hi: "10 के लिए इकाई की छड़ साफ़ करें और उसकी बाईं ओर की छड़, यानी दहाई की छड़, पर नीचे का एक मनका ऊपर सरकाएँ। 10, 20, 13 और 31 बनाकर पढ़ें।",
      },
      {
        en: "Take turns: one says a number and the other builds it. Older children go on to hundreds on the next rod to the left, such as 245.",
        hi: "बारी-बारी से खेलें: एक संख्या बोले, दूसरा उसे बनाए। बड़े बच्चे अगली बाईं छड़ पर सैकड़े तक जाएँ, जैसे 245।",
      },
    ],
    questions: [
      {
        question: {
          en: "Show 7 on the ones rod. Which beads do you move?",
          hi: "इकाई की छड़ पर 7 दिखाएँ। कौन-से मनके सरकाएँगे?",
        },
        answer: {
          en: "The upper bead (five) and 2 lower beads: 5 + 2 = 7. Count on: five, six, seven.",
          hi: "ऊपर का मनका (पाँच) और नीचे के 2 मनके: 5 + 2 = 7। आगे गिनें: पाँच, छह, सात।",
        },
      },
      {
        question: {
          en: "One lower bead is up on the tens rod and 3 on the ones rod. What number is it?",
          hi: "दहाई की छड़ पर नीचे का 1 मनका और इकाई की छड़ पर 3 मनके ऊपर हैं। यह कौन-सी संख्या है?",
        },
        answer: {
          en: "1 ten and 3 ones: 10 + 3 = 13.",
          hi: "1 दहाई और 3 इकाई: 10 + 3 = 13।",
        },
      },
      {
        question: {
          en: "Build 40. How many beads are up on the ones rod?",
          hi: "40 बनाएँ। इकाई की छड़ पर कितने मनके ऊपर हैं?",
        },
        answer: {
          en: "None. Four lower beads go up on the tens rod: 4 tens = 40, and the empty ones rod shows 0.",
          hi: "एक भी नहीं। दहाई की छड़ पर नीचे के 4 मनके ऊपर जाते हैं: 4 दहाई = 40, और ख़ाली इकाई की छड़ 0 दिखाती है।",
        },
      },
      {
        question: {
          en: "Which is more: one bead on the tens rod, or 9 on the ones rod?",
          hi: "कौन ज़्यादा है: दहाई की छड़ का एक मनका, या इकाई की छड़ पर 9?",
        },
        answer: {
          en: "The bead on the tens rod: it is 10, and 10 is one more than 9.",
          hi: "दहाई की छड़ का मनका: वह 10 है, और 10, 9 से एक ज़्यादा है।",
        },
      },
      {
        question: {
          en: "Build 245. Which beads do you move on each rod?",
          hi: "245 बनाएँ। हर छड़ पर कौन-से मनके सरकाएँगे?",
        },
        answer: {
          en: "Hundreds rod: 2 lower beads. Tens rod: 4 lower beads. Ones rod: the upper bead (five). 200 + 40 + 5 = 245.",
          hi: "सैकड़े की छड़ पर नीचे के 2 मनके, दहाई की छड़ पर नीचे के 4 मनके, और इकाई की छड़ पर ऊपर का मनका (पाँच)। 200 + 40 + 5 = 245।",
        },
      },
    ],
  },
];
