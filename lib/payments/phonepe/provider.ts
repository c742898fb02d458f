import "server-only";
import { env } from "../../env";
import { createPhonePeClient, type PhonePeClient } from "./client";

let client: PhonePeClient | undefined;

/** The store's PhonePe client, configured from the environment (simulator, sandbox or production). */
export function phonePe(): PhonePeClient {
  client ??= createPhonePeClient(env().phonePe);
  return client;
}
