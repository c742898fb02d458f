/**
 * The learning map's data (#37, lib/learning/learning-map.ts): NCERT mathematics chapters whose
 * titles docs/learning-map-sources.md confirms in both the English and the Hindi-medium edition
 * (read from the Hindi book itself, its contents page or the chapter's file, or agreed by two
 * independent sources), and the early years' foundational skills. A chapter whose Hindi title is
 * not yet confirmed there is left out, not guessed: classes 1–4 and class 9's Ganita Manjari
 * (2026-27) wait for NCERT's Hindi contents pages, as do most chapters of classes 6 to 8.
 */
import { slugify } from "../../lib/slug";
import type { Chapter, ClassLevel, FoundationalSkill, Textbook } from "../../lib/learning/learning-map";

export const textbooks: Textbook[] = [
  { code: "eemm1", classLevel: 5, title: { en: "Maths Mela", hi: "गणित मेला" }, edition: "2025-26" },
  { code: "fegp1", classLevel: 6, title: { en: "Ganita Prakash", hi: "गणित प्रकाश" }, edition: "2024-25" },
  {
    code: "gegp1",
    classLevel: 7,
    title: { en: "Ganita Prakash, Part I", hi: "गणित प्रकाश, भाग-1" },
    edition: "2025-26",
  },
  {
    code: "hegp1",
    classLevel: 8,
    title: { en: "Ganita Prakash, Part I", hi: "गणित प्रकाश, भाग-1" },
    edition: "2025-26",
  },
  // NCERT has given the code iemh1 to class 9's new Ganita Manjari (2026-27), whose Hindi titles
  // are not yet confirmed; the 2023-24 book, which some boards still prescribe, is mapped meanwhile.
  { code: "iemh1-2023-24", classLevel: 9, title: { en: "Mathematics", hi: "गणित" }, edition: "2023-24" },
  { code: "jemh1", classLevel: 10, title: { en: "Mathematics", hi: "गणित" }, edition: "2023-24" },
  { code: "kemh1", classLevel: 11, title: { en: "Mathematics", hi: "गणित" }, edition: "2023-24" },
  {
    code: "lemh1",
    classLevel: 12,
    title: { en: "Mathematics, Part I", hi: "गणित, भाग-1" },
    edition: "2023-24",
  },
  {
    code: "lemh2",
    classLevel: 12,
    title: { en: "Mathematics, Part II", hi: "गणित, भाग-2" },
    edition: "2023-24",
  },
];

/** [number, English, Hindi] of each chapter of a book. */
type ChapterTitles = [number, string, string][];

const CHAPTERS: Record<Textbook["code"], ChapterTitles> = {
  eemm1: [
    [1, "We the Travellers — I", "हम हैं यात्री – 1"],
    [2, "Fractions", "भिन्न"],
    [3, "Angles as Turns", "घुमाव के रूप में कोण"],
    [4, "We the Travellers — II", "हम हैं यात्री – 2"],
    [5, "Far and Near", "दूर और पास"],
    [6, "The Dairy Farm", "दुग्धशाला (डेयरी फार्म)"],
    [7, "Shapes and Patterns", "आकार और प्रतिरूप"],
    [8, "Weight and Capacity", "भार और धारिता"],
    [9, "Coconut Farm", "नारियल का खेत"],
    [10, "Symmetrical Designs", "सममितीय अभिकल्पनाएँ"],
    [11, "Grandmother's Quilt", "दादी माँ की रजाई"],
    [12, "Racing Seconds", "दौड़ते सेकंड"],
    [13, "Animal Jumps", "जानवरों की छलाँग"],
    [14, "Maps and Locations", "मानचित्र और अवस्थितियाँ"],
    [15, "Data Through Pictures", "चित्रों के माध्यम से आँकड़े"],
  ],
  fegp1: [
    [1, "Patterns in Mathematics", "गणित में पैटर्न"],
    [2, "Lines and Angles", "रेखाएँ और कोण"],
    [7, "Fractions", "भिन्न"],
    [8, "Playing with Constructions", "रचनाओं के साथ खेलना"],
    [10, "The Other Side of Zero", "शून्य के दूसरी ओर"],
  ],
  gegp1: [
    [1, "Large Numbers Around Us", "हमारे आस-पास की बड़ी संख्याएँ"],
    [3, "A Peek Beyond the Point", "बिंदु से परे एक दृष्टि"],
  ],
  hegp1: [
    [1, "A Square and A Cube", "वर्ग और घन"],
    [2, "Power Play", "घातों का खेल"],
  ],
  "iemh1-2023-24": [
    [1, "Number Systems", "संख्या पद्धति"],
    [2, "Polynomials", "बहुपद"],
    [3, "Coordinate Geometry", "निर्देशांक ज्यामिति"],
    [4, "Linear Equations in Two Variables", "दो चरों वाले रैखिक समीकरण"],
    [5, "Introduction to Euclid's Geometry", "यूक्लिड की ज्यामिति का परिचय"],
    [6, "Lines and Angles", "रेखाएँ और कोण"],
    [7, "Triangles", "त्रिभुज"],
    [8, "Quadrilaterals", "चतुर्भुज"],
    [9, "Circles", "वृत्त"],
    [10, "Heron's Formula", "हीरोन का सूत्र"],
    [11, "Surface Areas and Volumes", "पृष्ठीय क्षेत्रफल और आयतन"],
    [12, "Statistics", "सांख्यिकी"],
  ],
  jemh1: [
    [1, "Real Numbers", "वास्तविक संख्याएँ"],
    [2, "Polynomials", "बहुपद"],
    [3, "Pair of Linear Equations in Two Variables", "दो चर वाले रैखिक समीकरण युग्म"],
    [4, "Quadratic Equations", "द्विघात समीकरण"],
    [5, "Arithmetic Progressions", "समांतर श्रेढ़ियाँ"],
    [6, "Triangles", "त्रिभुज"],
    [7, "Coordinate Geometry", "निर्देशांक ज्यामिति"],
    [8, "Introduction to Trigonometry", "त्रिकोणमिति का परिचय"],
    [9, "Some Applications of Trigonometry", "त्रिकोणमिति के कुछ अनुप्रयोग"],
    [10, "Circles", "वृत्त"],
    [11, "Areas Related to Circles", "वृत्तों से संबंधित क्षेत्रफल"],
    [12, "Surface Areas and Volumes", "पृष्ठीय क्षेत्रफल और आयतन"],
    [13, "Statistics", "सांख्यिकी"],
    [14, "Probability", "प्रायिकता"],
  ],
  kemh1: [
    [1, "Sets", "समुच्चय"],
    [2, "Relations and Functions", "संबंध एवं फलन"],
    [3, "Trigonometric Functions", "त्रिकोणमितीय फलन"],
    [4, "Complex Numbers and Quadratic Equations", "सम्मिश्र संख्याएँ और द्विघातीय समीकरण"],
    [5, "Linear Inequalities", "रैखिक असमिकाएँ"],
    [6, "Permutations and Combinations", "क्रमचय और संचय"],
    [7, "Binomial Theorem", "द्विपद प्रमेय"],
    [8, "Sequences and Series", "अनुक्रम तथा श्रेणी"],
    [9, "Straight Lines", "सरल रेखाएँ"],
    [10, "Conic Sections", "शंकु परिच्छेद"],
    [11, "Introduction to Three Dimensional Geometry", "त्रिविमीय ज्यामिति का परिचय"],
    [12, "Limits and Derivatives", "सीमा और अवकलज"],
    [13, "Statistics", "सांख्यिकी"],
    [14, "Probability", "प्रायिकता"],
  ],
  lemh1: [
    [1, "Relations and Functions", "संबंध एवं फलन"],
    [2, "Inverse Trigonometric Functions", "प्रतिलोम त्रिकोणमितीय फलन"],
    [3, "Matrices", "आव्यूह"],
    [4, "Determinants", "सारणिक"],
    [5, "Continuity and Differentiability", "सांतत्य तथा अवकलनीयता"],
    [6, "Application of Derivatives", "अवकलज के अनुप्रयोग"],
  ],
  lemh2: [
    [7, "Integrals", "समाकलन"],
    [8, "Application of Integrals", "समाकलनों के अनुप्रयोग"],
    [9, "Differential Equations", "अवकल समीकरण"],
    [10, "Vector Algebra", "सदिश बीजगणित"],
    [11, "Three Dimensional Geometry", "त्रि-विमीय ज्यामिति"],
    [12, "Linear Programming", "रैखिक प्रोग्रामन"],
    [13, "Probability", "प्रायिकता"],
  ],
};

export const chapters: Chapter[] = textbooks.flatMap(({ code, classLevel }) =>
  (CHAPTERS[code] ?? []).map(([number, en, hi]) => ({
    // "Heron's Formula": class-9-herons-formula.
    slug: `class-${classLevel}-${slugify(en.replaceAll("'", ""), 80)}`,
    book: code,
    classLevel,
    number,
    title: { en, hi },
  })),
);

const EARLY_YEARS: { from: ClassLevel; to: ClassLevel } = { from: 0, to: 2 };

/**
 * The foundational numeracy skills, as NIPUN Bharat's components and NCF-FS's curricular goal CG-8
 * name them; the Hindi names are the terms NCERT's Hindi books and teachers use (the frameworks'
 * own Hindi wording is not yet confirmed: docs/learning-map-sources.md).
 */
export const foundationalSkills: FoundationalSkill[] = [
  ["pre-number-concepts", "Pre-number concepts", "पूर्व-संख्या अवधारणाएँ", "NIPUN Bharat; NCF-FS C-8.1, C-7.1"],
  ["number-sense", "Number sense and counting", "संख्या ज्ञान और गिनती", "NIPUN Bharat; NCF-FS C-8.3 to C-8.5"],
  [
    "operations",
    "Adding, subtracting, multiplying and sharing",
    "जोड़-घटाव, गुणा-भाग",
    "NIPUN Bharat; NCF-FS C-8.6, C-8.7",
  ],
  ["shapes-and-space", "Shapes and spatial understanding", "आकृतियाँ और स्थानिक समझ", "NIPUN Bharat; NCF-FS C-8.8"],
  ["patterns", "Patterns", "पैटर्न", "NCF-FS C-8.2"],
  ["measurement", "Measurement", "मापन", "NIPUN Bharat; NCF-FS C-8.9"],
  ["time", "Time", "समय", "NCF-FS C-8.10"],
  ["money", "Money", "रुपये-पैसे", "NCF-FS C-8.11"],
  ["data-handling", "Data handling", "आँकड़ों का प्रबंधन", "NIPUN Bharat"],
].map(([slug, en, hi, framework]) => ({
  slug: slug!,
  title: { en: en!, hi: hi! },
  classes: EARLY_YEARS,
  framework: framework!,
}));
