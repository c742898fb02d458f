/**
 * The admin area's blog post and banner input: the typed shape the domain accepts, and the
 * FormData shape the admin forms send, which is converted and then checked against it.
 */
import { z } from "zod";
import { text } from "./text";
import { isValidSlug, MAX_SLUG_LENGTH, slugFromTitle, SLUG_RULE } from "../blog/slug";
import { endOfIndianIsoDay, goLiveOnIndianDay, startOfIndianIsoDay } from "../dates";

/** A path on this site ("/shop?category=Algebra", "/uploads/…"); "//host" would leave it. */
export function isSitePath(value: string): boolean {
  return value.startsWith("/") && !value.startsWith("//") && !/[\\\s]/.test(value);
}

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === "https:";
}

const requiredText = (label: string, max: number) =>
  text().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** Images are served by this site (uploads or bundled artwork), so next/image can load them. */
const imagePath = text()
  .trim()
  .min(1, "Choose an image to upload or give its path")
  .refine(isSitePath, "The image path must start with / (for example /uploads/…)");

export const blogPostInputSchema = z.object({
  title: requiredText("Title", 200),
  slug: text().trim().max(MAX_SLUG_LENGTH, "The slug is too long").refine(isValidSlug, SLUG_RULE),
  description: requiredText("Description", 500),
  author: requiredText("Author", 100),
  image: imagePath,
  date: z.date({ error: "Date is invalid" }),
  readMinute: z
    .int("Reading time must be a whole number of minutes")
    .min(1, "Reading time must be at least 1 minute")
    .max(240, "Reading time must be at most 240 minutes"),
  tags: z.array(text().trim().min(1).max(60, "A tag is too long")).max(20, "A post takes at most 20 tags"),
  category: requiredText("Category", 60),
  content: requiredText("Content", 200_000),
  /** The post in Hindi; none (left out): the Hindi blog shows the English post, marked so. */
  hindi: z
    .object({
      title: requiredText("Hindi title", 200),
      description: requiredText("Hindi description", 500),
      content: requiredText("Hindi content", 200_000),
    })
    .optional(),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** An HTML checkbox sends "on" when ticked and nothing otherwise. */
export const checkbox = z
  .literal("on")
  .optional()
  .transform((value) => value === "on");

const formText = text().default("");

/** An optional <input type="date">: "" or a "2026-03-14" day. */
const optionalDay = (which: string) =>
  formText.refine(
    (day) => day === "" || (/^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day))),
    `The ${which} date is invalid`,
  );

export const blogPostFormSchema = z
  .object({
    title: formText,
    slug: formText,
    description: formText,
    author: formText,
    image: formText,
    date: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the publication date")
      .refine((day) => !Number.isNaN(Date.parse(day)), "Date is invalid"),
    readMinute: z.coerce.number({ error: "Reading time must be a number" }),
    tags: formText,
    category: formText,
    content: formText,
    hindiTitle: formText,
    hindiDescription: formText,
    hindiContent: formText,
  })
  .transform(({ slug, tags, date, hindiTitle, hindiDescription, hindiContent, ...post }) => ({
    ...post,
    // All three Hindi fields left empty: no Hindi version. One of them filled: all three are required.
    ...([hindiTitle, hindiDescription, hindiContent].some((field) => field.trim()) && {
      hindi: { title: hindiTitle, description: hindiDescription, content: hindiContent },
    }),
    // Left empty, the slug is made from the title.
    slug: slug.trim().toLowerCase() || slugFromTitle(post.title),
    tags: [
      ...new Set(
        tags
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ],
    date: goLiveOnIndianDay(date),
  }))
  .pipe(blogPostInputSchema);

/** The admin posts list's Hindi filter: every post, or those with no Hindi version; anything else, every post. */
export const postHindiFilterSchema = z.enum(["all", "missing"]).catch("all");

/** A banner's window may be open on either side, but never ends before it starts. */
const windowInOrder = ({ startsAt, endsAt }: { startsAt: Date | null; endsAt: Date | null }) =>
  !startsAt || !endsAt || startsAt < endsAt;
const WINDOW_ORDER = { message: "The end date must be on or after the start date", path: ["endsAt"] };

export const sliderInputSchema = z
  .object({
    title: requiredText("Title", 120),
    /** The title on the Hindi home page; none (left out): the English title there. */
    hindiTitle: requiredText("Hindi title", 120).optional(),
    image: imagePath,
    link: text()
      .trim()
      .max(500, "The link is too long")
      .refine(
        (link) => isSitePath(link) || isHttpsUrl(link),
        "The link must be a path on this site (such as /shop) or an https:// address",
      )
      .nullable(),
    order: z.int("Order must be a whole number").min(-1000, "Order is too small").max(1000, "Order is too large"),
    active: z.boolean(),
    startsAt: z.date({ error: "The start date is invalid" }).nullable(),
    endsAt: z.date({ error: "The end date is invalid" }).nullable(),
  })
  .refine(windowInOrder, WINDOW_ORDER);
export type SliderInput = z.infer<typeof sliderInputSchema>;

export const sliderFormSchema = z
  .object({
    title: formText,
    hindiTitle: formText,
    image: formText,
    link: formText.transform((link) => link.trim() || null),
    order: z.coerce.number({ error: "Order must be a number" }),
    active: checkbox,
    // Days in India: the window opens at the start day's midnight and closes after the end day.
    startsOn: optionalDay("start"),
    endsOn: optionalDay("end"),
  })
  .transform(({ startsOn, endsOn, hindiTitle, ...slider }) => ({
    ...slider,
    ...(hindiTitle.trim() ? { hindiTitle } : {}),
    startsAt: startsOn ? startOfIndianIsoDay(startsOn) : null,
    endsAt: endsOn ? endOfIndianIsoDay(endsOn) : null,
  }))
  .pipe(sliderInputSchema);
