import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { advisors, founders, testimonials, values } from "@/components/about/about-content";
import { ExpandableBio } from "@/components/about/expandable-bio";
import { Portrait } from "@/components/about/portrait";
import { StarRating } from "@/components/about/star-rating";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";
import { site } from "@/lib/site";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export const generateMetadata = async ({ params }: LocaleParams): Promise<Metadata> =>
  indexablePageMetadata({
    path: "/about",
    locale: await localeOf(params),
    title: "Our Story",
    description: `How ${site.name} began in a Jodhpur classroom: our vision, mission and values, the founders and advisors behind our maths games, and what parents and teachers say.`,
  });

const sectionClass = "mx-auto max-w-7xl px-4 py-10 md:py-14";
const headingClass = "text-2xl font-bold text-slate-900 md:text-3xl";

export default function AboutPage() {
  return (
    <>
      <section aria-labelledby="our-story" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 id="our-story" className="text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">
            Our Story
          </h1>
          <p className="mt-6 max-w-3xl text-xl leading-relaxed text-slate-800">
            We picture an India where every child receives an <strong>inclusive and equitable quality education</strong>{" "}
            — whatever their school, their language or the way they learn best — and where no child decides they are
            “bad at maths” before they have had the chance to hold it in their hands.
          </p>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">
            {site.name} began in a Jodhpur classroom, with a teacher cutting trigonometry cards at her kitchen table for
            students who could not see what sin θ meant on a blackboard. Today our card games, board games and kits —
            Trigno Card, Coordinate, Operator, Trigonik and more — are played in homes and classrooms across India, and
            every one of them is still designed, playtested and packed at our head office in Jodhpur, Rajasthan.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission" className={sectionClass}>
        <div className="rounded-2xl border-l-4 border-accent-500 bg-slate-50 p-6 md:p-10">
          <h2 id="mission" className={headingClass}>
            Our Mission
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">
            To turn the abstract ideas of school mathematics — ratios, identities, coordinates, operations — into things
            children can hold, move and play with, and to put them into the hands of 5% of India’s kinesthetic learners:
            the children who learn best by touching and doing.
          </p>
          <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">
            We design for three people at once: the child who needs to move to think, the parent looking for screen-free
            time that still teaches, and the teacher with forty students and one period to make a concept stick.
          </p>
        </div>
      </section>

      <section aria-labelledby="values" className={sectionClass}>
        <h2 id="values" className={headingClass}>
          Our Values
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {values.map((value) => (
            <li key={value.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{value.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadership" className={sectionClass}>
        <h2 id="leadership" className={headingClass}>
          Leadership
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {founders.map((founder) => (
            <li
              key={founder.name}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 p-6 sm:flex-row sm:items-start"
            >
              <Portrait src={founder.photo} name={founder.name} size={112} />
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{founder.name}</h3>
                <p className="font-medium text-brand-700">{founder.role}</p>
                <ExpandableBio name={founder.name} bio={founder.bio} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="advisory-board" className={sectionClass}>
        <h2 id="advisory-board" className={headingClass}>
          Advisory Board
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Teachers, researchers, therapists and designers who test our ideas before any child sees them.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-4">
          {advisors.map((advisor) => (
            <li key={advisor.name} className="flex flex-col items-center text-center">
              <Portrait src={advisor.photo} name={advisor.name} size={96} />
              <h3 className="mt-3 font-semibold text-slate-900">{advisor.name}</h3>
              <p className="text-sm font-medium text-brand-700">{advisor.role}</p>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{advisor.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="testimonials" className="bg-brand-50">
        <div className={sectionClass}>
          <h2 id="testimonials" className={headingClass}>
            What Our Customers Say
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={testimonial.name} className="flex">
                <figure className="flex w-full flex-col rounded-xl bg-white p-6 shadow-sm">
                  <StarRating rating={testimonial.rating} />
                  <blockquote className="mt-4 flex-1 leading-relaxed text-slate-800">
                    <p>“{testimonial.quote}”</p>
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <Portrait src={testimonial.photo} name={testimonial.name} size={56} />
                    <span className="text-sm">
                      <span className="block font-semibold text-slate-900">{testimonial.name}</span>
                      <span className="block text-slate-600">{testimonial.context}</span>
                      <span className="block text-slate-600">{testimonial.location}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="play" className={sectionClass}>
        <div className="rounded-2xl bg-brand-900 px-6 py-10 text-center text-white md:px-12 md:py-14">
          <h2 id="play" className="text-2xl font-bold md:text-3xl">
            Bring maths to the table
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">
            Card games, board games and hands-on kits for trigonometry, algebra, geometry, arithmetic, logic and
            science.
          </p>
          <Link
            href="/shop"
            className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100"
          >
            Shop the collection
          </Link>
        </div>
      </section>
    </>
  );
}
