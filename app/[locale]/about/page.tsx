import type { Metadata } from "next";
import { Link } from "@/lib/i18n/navigation";
import { aboutContent } from "@/components/about/about-content";
import { ExpandableBio } from "@/components/about/expandable-bio";
import { Portrait } from "@/components/about/portrait";
import { StarRating } from "@/components/about/star-rating";
import { localeOf, type LocaleParams } from "@/lib/i18n/page-locale";
import { indexablePageMetadata } from "@/lib/seo/page-metadata";

/** Cached for every visitor until a write expires its tags (lib/cache/storefront-cache.ts). */
export const dynamic = "force-static";

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return indexablePageMetadata({
    path: "/about",
    locale,
    title: aboutContent[locale].title,
    description: aboutContent[locale].description,
  });
}

const sectionClass = "mx-auto max-w-7xl px-4 py-10 md:py-14";
const headingClass = "text-2xl font-bold text-slate-900 md:text-3xl";

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const content = aboutContent[locale];
  const { story, mission, play } = content;
  return (
    <>
      <section aria-labelledby="our-story" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 id="our-story" className="text-4xl font-bold tracking-tight text-brand-900 md:text-5xl">
            {story.heading}
          </h1>
          <p className="mt-6 max-w-3xl text-xl leading-relaxed text-slate-800">
            {story.vision.before}
            <strong>{story.vision.emphasis}</strong>
            {story.vision.after}
          </p>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{story.origin}</p>
        </div>
      </section>

      <section aria-labelledby="mission" className={sectionClass}>
        <div className="rounded-2xl border-l-4 border-accent-500 bg-slate-50 p-6 md:p-10">
          <h2 id="mission" className={headingClass}>
            {mission.heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-800">{mission.aim}</p>
          <p className="mt-4 max-w-3xl leading-relaxed text-slate-700">{mission.audience}</p>
        </div>
      </section>

      <section aria-labelledby="values" className={sectionClass}>
        <h2 id="values" className={headingClass}>
          {content.valuesHeading}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {content.values.map((value) => (
            <li key={value.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{value.name}</h3>
              <p className="mt-2 leading-relaxed text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="leadership" className={sectionClass}>
        <h2 id="leadership" className={headingClass}>
          {content.leadershipHeading}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {content.founders.map((founder) => (
            <li
              key={founder.name}
              className="flex flex-col gap-4 rounded-xl border border-slate-200 p-6 sm:flex-row sm:items-start"
            >
              <Portrait src={founder.photo} name={founder.name} size={112} />
              <div>
                <h3 className="text-xl font-semibold text-slate-900">{founder.name}</h3>
                <p className="font-medium text-brand-700">{founder.role}</p>
                <ExpandableBio name={founder.name} bio={founder.bio} locale={locale} />
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="advisory-board" className={sectionClass}>
        <h2 id="advisory-board" className={headingClass}>
          {content.advisorsHeading}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{content.advisorsIntro}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 md:grid-cols-4">
          {content.advisors.map((advisor) => (
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
            {content.testimonialsHeading}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {content.testimonials.map((testimonial) => (
              <li key={testimonial.name} className="flex">
                <figure className="flex w-full flex-col rounded-xl bg-white p-6 shadow-sm">
                  <StarRating rating={testimonial.rating} locale={locale} />
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
            {play.heading}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-brand-100">{play.text}</p>
          <Link
            href="/shop"
            className="mt-6 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-900 hover:bg-brand-100"
          >
            {play.link}
          </Link>
        </div>
      </section>
    </>
  );
}
