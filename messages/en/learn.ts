/** Shop by what a child is learning (#37): /learn, a class's page and a chapter's or skill's page. */
export const learn = {
  title: "Maths toys by class and chapter",
  description:
    "Pick your child's class and find toys and games for the chapters of the NCERT maths book, and for the early years' number skills.",
  heading: "Learn by class and chapter",
  intro:
    "Start from what your child is learning this term. Pick a class, then a chapter of the NCERT mathematics book — or, for the youngest, a foundational skill — and see which of our toys help with it, and how.",
  pickClass: "Pick a class",
  chapterSummary:
    "{topics, plural, one {# chapter} other {# chapters}} · {toys, plural, =0 {no toys yet} one {# toy} other {# toys}}",
  skillSummary:
    "{topics, plural, one {# skill} other {# skills}} · {toys, plural, =0 {no toys yet} one {# toy} other {# toys}}",
  breadcrumb: { label: "Breadcrumb", home: "Home", learn: "Learn" },
  classPage: {
    inShop: "Browse every toy for {className} in the shop, with its filters",
    chaptersTitle: "{className} maths: toys and games, chapter by chapter",
    skillsTitle: "{className} maths: toys and games, skill by skill",
    description:
      "The toys and games that help with {className} maths, chapter by chapter of the NCERT book and skill by skill, each with how it helps.",
    chapters: "Chapters of NCERT's {book} ({edition} edition)",
    skills: "Foundational skills of the early years",
  },
  topic: {
    title: "{topic} for {className} — hands-on games",
    description:
      "Toys and games that help with {topic} ({className}), and how each one does: hands-on practice for home and the classroom.",
    chapter: "Chapter {number} of NCERT's {book} ({edition} edition)",
    skill: "A foundational skill of the early years",
    toys: "The toys that help",
    howItHelps: "How it helps",
    noToys: "We have no toy for this yet.",
  },
  product: {
    heading: "What it teaches",
    intro: "The chapters of the NCERT maths books and the early-years skills this toy helps with:",
    chapter: "Chapter {number}: {title}",
  },
  classSet: {
    heading: "For schools: a class set",
    intro:
      "Teaching this to a whole class? Ask for a quote for these toys in the number you need. Our team prices it for your school, with a GST invoice in the school's name and payment by bank transfer if you prefer.",
    quantity: "How many of each toy",
    submit: "Ask for a class-set quote",
  },
  sheet: {
    label: "Activity sheet",
    chapter: "Chapter {number}: {title}",
    withToy: "With {toy}",
    name: "Name",
    date: "Date",
    goal: "What you will practise",
    steps: "What to do",
    questions: "Questions",
    answers: "Answers",
    download: "Activity sheet (PDF)",
  },
};
