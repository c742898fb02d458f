/** The shapes of the "Our Story" page's content (SPEC §2), the same in every language. */

export interface CompanyValue {
  name: string;
  description: string;
}

export interface Person {
  /** The same in every language. */
  name: string;
  role: string;
  bio: string;
  /** A portrait under public/images/about/, the same in every language. */
  photo: string;
}

export interface Testimonial {
  quote: string;
  /** The same in every language. */
  name: string;
  /** Who the customer is, e.g. "Parent of a Class 10 student". */
  context: string;
  location: string;
  /** Whole stars out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  photo: string;
}

/** Everything the page says in one language: its head, headings, texts and people. */
export interface AboutContent {
  title: string;
  description: string;
  story: {
    heading: string;
    /** The vision, with its `emphasis` in bold between `before` and `after`. */
    vision: { before: string; emphasis: string; after: string };
    origin: string;
  };
  mission: { heading: string; aim: string; audience: string };
  valuesHeading: string;
  values: CompanyValue[];
  leadershipHeading: string;
  founders: Person[];
  advisorsHeading: string;
  advisorsIntro: string;
  advisors: Person[];
  testimonialsHeading: string;
  testimonials: Testimonial[];
  play: { heading: string; text: string; link: string };
}

/** A portrait under public/images/about/. */
export const aboutPhoto = (slug: string) => `/images/about/${slug}.svg`;
