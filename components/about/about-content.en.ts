/** The "Our Story" page in English (SPEC §2). */
import { site } from "@/lib/site";
import { aboutPhoto, type AboutContent, type CompanyValue, type Person, type Testimonial } from "./about-types";

const values: CompanyValue[] = [
  {
    name: "Passion for Play",
    description:
      "Every game is playtested with children before it ships. If a round is not fun by the third try, we redesign it — learning only sticks when children want another turn.",
  },
  {
    name: "Safety First",
    description:
      "Rounded card corners, non-toxic inks, no loose small parts in kits for younger children, and every toy made to the Indian toy-safety standard, IS 9873.",
  },
  {
    name: "Innovation",
    description:
      "A unit circle you can spin, a Cartesian plane you can play a match on: we look for the one physical action that makes an abstract idea click.",
  },
  {
    name: "Community Impact",
    description:
      "We run free workshops for teachers and share printable lesson plans, so that a game bought for one child can reach a whole classroom.",
  },
  {
    name: "Quality Craftsmanship",
    description:
      "Thick, linen-finish cards that survive a school year of shuffling, and kits assembled and checked by hand in our Jodhpur workshop.",
  },
  {
    name: "Environmental Care",
    description:
      "Recycled board boxes with no plastic shrink-wrap, wooden pieces instead of plastic where we can, and spare parts on request, so a lost piece never means a lost game.",
  },
];

const founders: Person[] = [
  {
    name: "Ananya Mehta",
    role: "Co-founder & Chief Executive",
    bio: "Ananya taught mathematics to Classes 8 to 12 at a CBSE school in Jodhpur for nine years and kept noticing the same thing: students who were lost when sin θ appeared on the blackboard understood it within minutes once they could turn a paper protractor in their own hands. She began cutting card decks at her kitchen table for her own classroom, and the first version of Trigno Card was played by a Class 10 section during a power cut, by torchlight. After a master's degree in mathematics education she left the classroom to build GanitPlay full-time. Ananya leads our curriculum work, maps every game to NCERT and ICSE learning outcomes, and still spends one morning a week playtesting with students in Jodhpur schools.",
    photo: aboutPhoto("ananya-mehta"),
  },
  {
    name: "Rohan Bhati",
    role: "Co-founder & Head of Design",
    bio: "Rohan is an industrial designer who grew up in Jodhpur's old city, among the workshops of its furniture makers and block printers. Before GanitPlay he designed packaging and shop displays for consumer brands in Ahmedabad and Bengaluru, and learnt how to make things that survive being dropped, stacked and shipped across the country. He met Ananya when she asked a local press to print her hand-drawn trigonometry cards, and he redrew the whole deck that evening. Rohan turns classroom ideas into objects: he chose the rounded corners and heavy board of Trigno Card, the grid and pegs of Coordinate and the rotating arm of Trigonik, and he runs the workshop where every kit is assembled and checked.",
    photo: aboutPhoto("rohan-bhati"),
  },
];

const advisors: Person[] = [
  {
    name: "Dr. Sunita Rao",
    role: "Curriculum Advisor",
    bio: "Taught mathematics in Kendriya Vidyalayas for 32 years; checks every game against the CBSE syllabus, chapter by chapter.",
    photo: aboutPhoto("sunita-rao"),
  },
  {
    name: "Prof. Arvind Iyer",
    role: "Mathematics Education Research",
    bio: "Studies how children move from counting to algebraic thinking, and helps us design games that build on what a child already knows.",
    photo: aboutPhoto("arvind-iyer"),
  },
  {
    name: "Dr. Farah Siddiqui",
    role: "Paediatric Occupational Therapist",
    bio: "Works with kinesthetic learners every day and advises on grip, piece sizes and how much movement a game should ask for.",
    photo: aboutPhoto("farah-siddiqui"),
  },
  {
    name: "Harpreet Kaur",
    role: "Special Educator, Inclusive Learning",
    bio: "Supports children with dyscalculia in Chandigarh classrooms and reviews every rulebook for clear, simple language.",
    photo: aboutPhoto("harpreet-kaur"),
  },
  {
    name: "Nikhil Deshpande",
    role: "Toy Safety & Materials",
    bio: "A materials engineer who guides our testing to IS 9873 and chooses inks, boards and finishes that are safe for small hands.",
    photo: aboutPhoto("nikhil-deshpande"),
  },
  {
    name: "Lakshmi Narayanan",
    role: "School Leadership",
    bio: "Principal of an ICSE school in Chennai, who helps us shape kits and teacher guides that fit a real 40-minute period.",
    photo: aboutPhoto("lakshmi-narayanan"),
  },
  {
    name: "Joseph Thomas",
    role: "Game Design",
    bio: "A board game designer from Kochi who playtests our prototypes and makes sure the strategy is as strong as the maths.",
    photo: aboutPhoto("joseph-thomas"),
  },
  {
    name: "Priyanka Chauhan",
    role: "Rural Education Outreach",
    bio: "Has spent a decade working with government schools in western Rajasthan, and keeps our prices and designs within their reach.",
    photo: aboutPhoto("priyanka-chauhan"),
  },
];

const testimonials: Testimonial[] = [
  {
    quote:
      "My daughter was dreading Class 10 trigonometry. After two weekends of Trigno Card at the dining table she was the one quizzing me on sin²θ + cos²θ = 1 — and winning. It is the first maths homework she has asked to do after dinner.",
    name: "Meera Agarwal",
    context: "Parent of a Class 10 student",
    location: "Jaipur, Rajasthan",
    rating: 5,
    photo: aboutPhoto("meera-agarwal"),
  },
  {
    quote:
      "I use Coordinate for the first week of the Cartesian plane chapter with my Class 9 sections. Forty students, eight boards, and nobody mixes up the x- and y-axes any more. The teacher's guide saved me hours of planning.",
    name: "Sandeep Kulkarni",
    context: "Mathematics teacher, CBSE school",
    location: "Pune, Maharashtra",
    rating: 5,
    photo: aboutPhoto("sandeep-kulkarni"),
  },
  {
    quote:
      "Operator has become our Sunday game. My eight-year-old now works out sums in his head faster than I can reach for my phone. I only wish the box had a divider for the number cards.",
    name: "Kavya Reddy",
    context: "Parent of a Class 3 student",
    location: "Hyderabad, Telangana",
    rating: 4,
    photo: aboutPhoto("kavya-reddy"),
  },
];

export const aboutEn: AboutContent = {
  title: "Our Story",
  description: `How ${site.name} began in a Jodhpur classroom: our vision, mission and values, the founders and advisors behind our maths games, and what parents and teachers say.`,
  story: {
    heading: "Our Story",
    vision: {
      before: "We picture an India where every child receives an ",
      emphasis: "inclusive and equitable quality education",
      after:
        " — whatever their school, their language or the way they learn best — and where no child decides they are “bad at maths” before they have had the chance to hold it in their hands.",
    },
    origin: `${site.name} began in a Jodhpur classroom, with a teacher cutting trigonometry cards at her kitchen table for students who could not see what sin θ meant on a blackboard. Today our card games, board games and kits — Trigno Card, Coordinate, Operator, Trigonik and more — are played in homes and classrooms across India, and every one of them is still designed, playtested and packed at our head office in Jodhpur, Rajasthan.`,
  },
  mission: {
    heading: "Our Mission",
    aim: "To turn the abstract ideas of school mathematics — ratios, identities, coordinates, operations — into things children can hold, move and play with, and to put them into the hands of 5% of India’s kinesthetic learners: the children who learn best by touching and doing.",
    audience:
      "We design for three people at once: the child who needs to move to think, the parent looking for screen-free time that still teaches, and the teacher with forty students and one period to make a concept stick.",
  },
  valuesHeading: "Our Values",
  values,
  leadershipHeading: "Leadership",
  founders,
  advisorsHeading: "Advisory Board",
  advisorsIntro: "Teachers, researchers, therapists and designers who test our ideas before any child sees them.",
  advisors,
  testimonialsHeading: "What Our Customers Say",
  testimonials,
  play: {
    heading: "Bring maths to the table",
    text: "Card games, board games and hands-on kits for trigonometry, algebra, geometry, arithmetic, logic and science.",
    link: "Shop the collection",
  },
};
