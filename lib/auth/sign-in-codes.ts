/**
 * Sign-in by a one-time code sent to the phone (POST /api/user/otp/request and /verify). A code is
 * six random digits, kept only as its HMAC (keyed with AUTH_SECRET), valid five minutes for five
 * tries, one live code per phone (a new request replaces it). It goes by WhatsApp (an
 * authentication template with a copy-code button; SMS when WhatsApp cannot reach the phone) or by
 * SMS when the store runs no WhatsApp, sealed in the message's queue row. A phone new to the store
 * gets its account with its first right code (phone-accounts.ts). Asking does the same work
 * for every number, known or not, and answers alike, so the answer never says whether an account
 * uses it. Limits: per client address (both calls) and per phone (codes sent).
 */
import "server-only";
import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { db } from "../db";
import { env } from "../env";
import type { Prisma } from "../generated/prisma/client";
import { badRequest, DomainError } from "../http/errors";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { spendAddressBudget, spendSignInCodeBudget } from "../limits/rate-limits";
import { log } from "../log";
import { messagingNumber } from "../messaging/phone";
import { queueTextMessage } from "../messaging/queue-message";
import { SIGN_IN_CODE_MINUTES } from "../messaging/templates/catalogue";
import { validationMessage as message } from "../validation/error-messages";
import { accountSelect, refuseTakenAccount, type AuthResult } from "./accounts";
import { createPhoneAccount, type NewPhoneAccount } from "./phone-accounts";
import { seal } from "./sealed";
import { startSession } from "./session";

export const SIGN_IN_CODE_TRIES = 5;

const hashOf = (phone: string, code: string) =>
  createHmac("sha256", env().AUTH_SECRET).update(`sign-in-code:${phone}:${code}`).digest();

/** Where a code goes: WhatsApp when the store runs it (SMS stands in), else SMS. */
function codeChannel() {
  const { whatsApp, sms } = env().messaging;
  if (whatsApp) return "WHATSAPP" as const;
  if (sms) return "SMS" as const;
  throw badRequest(message("signInByCodeUnavailable"));
}

/** Sends a new code to `phone` (ten digits); answers the channel it goes by. */
export async function requestSignInCode(phone: string, clientAddress: string | null, locale: Locale | undefined) {
  const channel = codeChannel();
  await spendAddressBudget("signInCodeRequest", clientAddress);
  await spendSignInCodeBudget(phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const codeHash = hashOf(phone, code).toString("hex");
  const expiresAt = new Date(Date.now() + SIGN_IN_CODE_MINUTES * 60_000);
  const sealedCode = await seal(code);
  await db().$transaction(async (tx) => {
    await tx.signInCode.upsert({
      where: { phone },
      create: { phone, codeHash, expiresAt },
      update: { codeHash, expiresAt, attempts: 0, createdAt: new Date() },
    });
    const user = await tx.user.findUnique({ where: { phone }, select: { id: true, locale: true } });
    await queueTextMessage(tx, {
      key: `sign-in-code:${randomUUID()}`,
      channel,
      recipient: messagingNumber(phone)!,
      template: "sign_in_code",
      locale: locale ?? user?.locale ?? "en",
      values: { code: sealedCode },
      notBefore: new Date(),
      userId: user?.id,
    });
  });
  return { channel, minutes: SIGN_IN_CODE_MINUTES };
}

type Refusal = "wrong" | "spent" | "expired";
const REFUSALS = { wrong: "codeWrong", spent: "codeTriesSpent", expired: "codeExpired" } as const;

/**
 * Signs in the account of `phone` with its code: a session as a password sign-in starts one. A
 * phone without an account gets one when the shopper gives a name (`newAccount`); without a name
 * the right code is kept for the next try and the answer (404, `newAccount: true`) asks for one.
 */
export async function signInWithCode(
  phone: string,
  code: string,
  newAccount: NewPhoneAccount | undefined,
  clientAddress: string | null,
  locale: Locale | undefined,
): Promise<AuthResult> {
  await spendAddressBudget("signInCodeCheck", clientAddress);
  let created = false;
  const user = await db()
    .$transaction(async (tx) => {
      const [live] = await tx.$queryRaw<{ codeHash: string; expiresAt: Date; attempts: number }[]>`
        SELECT "codeHash", "expiresAt", attempts FROM sign_in_codes WHERE phone = ${phone} FOR UPDATE`;
      if (!live || live.expiresAt <= new Date() || live.attempts >= SIGN_IN_CODE_TRIES) return "expired";
      if (!timingSafeEqual(Buffer.from(live.codeHash, "hex"), hashOf(phone, code))) {
        return countWrongCode(tx, phone, live.attempts + 1);
      }
      let account = await tx.user.findUnique({ where: { phone }, select: accountSelect });
      if (!account) {
        if (!newAccount) throw new DomainError(404, message("newPhone"), {}, { newAccount: true });
        // Making an account spends the registration budget, as /api/user/register does.
        await spendAddressBudget("registration", clientAddress);
        account = await createPhoneAccount(tx, phone, newAccount, locale ?? DEFAULT_LOCALE);
        created = true;
      }
      await tx.signInCode.delete({ where: { phone } });
      return account;
    })
    .catch(refuseTakenAccount);
  if (typeof user === "string") throw badRequest(message(REFUSALS[user]));
  log.info(created ? "user_registered_by_code" : "user_signed_in_by_code", { userId: user.id });
  return { token: (await startSession(user.id, "TOKEN")).token, user };
}

/** A wrong code counts; the fifth ends the code. */
async function countWrongCode(tx: Prisma.TransactionClient, phone: string, attempts: number): Promise<Refusal> {
  if (attempts >= SIGN_IN_CODE_TRIES) await tx.signInCode.delete({ where: { phone } });
  else await tx.signInCode.update({ where: { phone }, data: { attempts } });
  return attempts >= SIGN_IN_CODE_TRIES ? "spent" : "wrong";
}
