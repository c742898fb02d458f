import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver whose zod schema, zod itself and the zod resolver load with the first
 * check (the forms check on submit), not with the page (docs/BUNDLE.md). Same messages, same rules.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<FieldValues, FieldValues>>,
): Resolver<Values> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
    return (zodResolver(schema) as unknown as Resolver<Values>)(values, context, options);
  };
}
