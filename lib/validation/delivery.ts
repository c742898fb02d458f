import { z } from "zod";

/** Six digits, not starting with 0 (India Post numbering). */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;

export const pincodeSchema = z
  .string({ error: "Pincode is required" })
  .trim()
  .regex(PINCODE_PATTERN, "Please enter a valid 6-digit pincode");
