/** The admin lists' searches: case-insensitive "contains", and a customer by name or e-mail. */
import type { Prisma } from "../generated/prisma/client";

export const containing = (text: string) => ({ contains: text, mode: "insensitive" as const });

export const customerMatching = (text: string): Prisma.UserWhereInput => ({
  OR: [{ name: containing(text) }, { email: containing(text) }],
});
