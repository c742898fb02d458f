/**
 * Shiprocket's API token, shared by every instance through the database. It lives 10 days and its
 * answer carries no expiry (../shared/notes/shiprocket.md §3), so the store counts from the login
 * and logs in again a day before the end, or at once when a call is answered 401.
 */
import "server-only";
import { z } from "zod";
import { db } from "../../db";
import type { ShiprocketConfig } from "../config";
import { CourierError } from "../courier-error";
import { sendToShiprocket } from "./transport";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The token's documented life. */
const TOKEN_LIFE_MS = 10 * DAY_MS;
/** Renewed this long before its end, so a call never carries a token about to expire. */
const RENEW_BEFORE_MS = DAY_MS;

const loginAnswer = z.object({ token: z.string().min(1) });

const accountOf = (config: ShiprocketConfig) => `${config.apiUrl} ${config.email}`;

async function savedToken(account: string, now: Date): Promise<string | null> {
  const saved = await db().courierToken.findUnique({ where: { account } });
  return saved && saved.expiresAt.getTime() - RENEW_BEFORE_MS > now.getTime() ? saved.token : null;
}

async function logIn(config: ShiprocketConfig): Promise<string> {
  const answer = await sendToShiprocket(config, "POST", "/auth/login", {
    body: { email: config.email, password: config.password },
  });
  if (answer.status !== 200) {
    throw new CourierError(
      "Shiprocket refused the store's API user: check SHIPROCKET_API_EMAIL and SHIPROCKET_API_PASSWORD",
      false,
      answer.status,
    );
  }
  const parsed = loginAnswer.safeParse(answer.body);
  if (!parsed.success) throw new CourierError("Shiprocket's login answer had no token", true, answer.status);
  return parsed.data.token;
}

/** This process's login under way, shared by every call that needs a new token meanwhile. */
const loggingIn = new Map<string, Promise<string>>();

async function renewedToken(config: ShiprocketConfig, account: string, rejected?: string): Promise<string> {
  // Another instance may have logged in meanwhile: its token serves this one too.
  const saved = await savedToken(account, new Date());
  if (saved && saved !== rejected) return saved;
  const token = await logIn(config);
  const expiresAt = new Date(Date.now() + TOKEN_LIFE_MS);
  await db().courierToken.upsert({
    where: { account },
    create: { account, token, expiresAt },
    update: { token, expiresAt },
  });
  return token;
}

/**
 * A token to call with: the saved one while it has more than a day left and is not `rejected`
 * (the token a call was just refused with), else a new login saved for every instance. One login
 * at a time in a process; two instances renewing at once each log in, and either token works.
 */
export async function shiprocketToken(config: ShiprocketConfig, rejected?: string): Promise<string> {
  const account = accountOf(config);
  const saved = await savedToken(account, new Date());
  if (saved && saved !== rejected) return saved;
  let login = loggingIn.get(account);
  if (!login) {
    login = renewedToken(config, account, rejected).finally(() => loggingIn.delete(account));
    loggingIn.set(account, login);
  }
  return login;
}
