/**
 * A secret for a local simulator's side of a webhook (PhonePe's callback login, WhatsApp's app
 * secret, MSG91's report token) that nobody configured: random at each start and held only by the
 * process, which hands it to the simulator it starts.
 */
import { randomBytes } from "node:crypto";

export const simulatorCredential = (): string => randomBytes(24).toString("base64url");
