/**
 * The one way the store accepts a string (JSON bodies, forms, query strings, path segments):
 * `text()` in place of `z.string()`, which the linter refuses in validation and route code.
 */
import { z } from "zod";
import { validationMessage as message } from "./error-messages";

export const NUL_CHARACTER_MESSAGE = message("noNulCharacters");
export const UNPAIRED_SURROGATE_MESSAGE = message("noUnpairedSurrogates");

/** A UTF-16 surrogate without its partner (`"\ud800"`): in `u` mode a pair is one code point. */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

/**
 * `z.string()` that refuses U+0000 and unpaired surrogates. PostgreSQL can store NUL in neither
 * text nor JSON, a lone surrogate is no character at all (Prisma's engine refuses it), and no
 * person types either: refused here, they are a clear 400 instead of a failed query deep in the
 * store.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !value.includes("\u0000"), NUL_CHARACTER_MESSAGE)
    .refine((value) => !UNPAIRED_SURROGATE.test(value), UNPAIRED_SURROGATE_MESSAGE);

/** A search or filter from the address bar: anything unreadable (too long, NUL, repeated) means none. */
export const searchText = (max = 100) =>
  z.preprocess((value) => (Array.isArray(value) ? (value as unknown[])[0] : value), text().trim().max(max)).catch("");
