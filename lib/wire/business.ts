/** A customer's business or school profile on the wire (/api/user/business): null when none. */
import { z } from "zod";
import { businessBuyerSchema } from "../business/business-buyer";

export const businessProfileResponse = z.object({ business: businessBuyerSchema.nullable() });
export type BusinessProfileResponse = z.infer<typeof businessProfileResponse>;
