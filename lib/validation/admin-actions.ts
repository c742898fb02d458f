/** The small forms every admin list shares: which record, and the yes/no value to set. */
import { z } from "zod";
import { recordIdSchema } from "./ids";

export const recordFormSchema = z.object({ id: recordIdSchema("Record") });

export const toggleFormSchema = recordFormSchema.extend({
  value: z.enum(["true", "false"]).transform((value) => value === "true"),
});
