import { z } from "zod";
import { text } from "./text";

const MAX_PAGE_SIZE = 50;

export const BLOG_SORT_FIELDS = ["date", "likes", "readMinute", "title"] as const;
export type BlogSortField = (typeof BLOG_SORT_FIELDS)[number];

const pageNumber = z.coerce
  .number({ error: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page must be at least 1")
  .max(10_000, "page is too large")
  .default(1);

const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
    .default(fallback);

/** An optional filter; an empty value means no filter. */
const shortText = (label: string) =>
  text()
    .trim()
    .max(100, `${label} is too long`)
    .optional()
    .transform((value) => value || undefined);

export const blogListQuerySchema = z.object({
  page: pageNumber,
  limit: pageSize(10),
  author: shortText("author"),
  tag: shortText("tag"),
  sortBy: z.enum(BLOG_SORT_FIELDS, { error: `sortBy must be one of ${BLOG_SORT_FIELDS.join(", ")}` }).default("date"),
});

export const authorPageQuerySchema = z.object({ page: pageNumber, limit: pageSize(10) });

export const popularQuerySchema = z.object({ limit: pageSize(5) });

export const likeBodySchema = z.object({
  action: z.enum(["like", "unlike"], { error: "action must be like or unlike" }).default("like"),
});

export const blogKeySchema = text().trim().min(1).max(200, "Blog not found");
