/**
 * Registration, sign-in and the profile (SPEC §5, §7).
 */
import "server-only";
import { db } from "../db";
import { Prisma } from "../generated/prisma/client";
import type { Role } from "../generated/prisma/enums";
import { conflict, notFound, unauthorized } from "../http/errors";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales";
import { log } from "../log";
import { normalizeEmail, normalizePhone, type LoginInput, type Registration } from "../validation/account";
import { validationMessage as message } from "../validation/error-messages";
import { beginLoginAttempt, identifierKey, loginSucceeded } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import { startSession } from "./session";

/** An account as the store shows it to its owner: never the password hash. */
export interface Account {
  id: string;
  name: string;
  /** Null for an account made by a sign-in code until it confirms an e-mail (lib/auth/phone-accounts.ts). */
  email: string | null;
  phone: string | null;
  role: Role;
}

export const accountSelect = {
  id: true,
  name: true,
  email: true,
  phone: true,
  role: true,
} as const satisfies Prisma.UserSelect;

export interface AuthResult {
  token: string;
  user: Account;
}

const INVALID_CREDENTIALS = message("invalidCredentials");
/** Compared against when no account matches, so a miss takes as long as a wrong password. */
const DUMMY_HASH = "$2b$12$JPLMMQP93Je4WLeUg5KCH.KJ3WDjNCZR51uWY2N9roDiHP4fcOwz6";

/** Creates a customer's account; its e-mails are written in `locale`, the language of the page it was made on. */
export async function register(input: Registration, locale: Locale = DEFAULT_LOCALE): Promise<AuthResult> {
  const [emailTaken, phoneTaken] = await Promise.all([
    db().user.findUnique({ where: { email: input.email }, select: { id: true } }),
    db().user.findUnique({ where: { phone: input.phone }, select: { id: true } }),
  ]);
  if (emailTaken) throw conflict(message("emailTaken"));
  if (phoneTaken) throw conflict(message("phoneTaken"));

  try {
    const user = await db().user.create({
      data: {
        name: input.name,
        email: input.email,
        phone: input.phone,
        passwordHash: await hashPassword(input.password),
        locale,
      },
      select: accountSelect,
    });
    log.info("user_registered", { userId: user.id });
    return { token: (await startSession(user.id, "TOKEN")).token, user };
  } catch (error) {
    refuseTakenAccount(error);
  }
}

/** Two accounts made at once for the same e-mail or phone: the database keeps one, the other is refused (409). */
export function refuseTakenAccount(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw conflict(message("accountTaken"));
  }
  throw error;
}

/** Signs in by e-mail or phone number. */
export async function login({ emailOrPhone, password }: LoginInput, clientAddress: string | null): Promise<AuthResult> {
  const byEmail = emailOrPhone.includes("@");
  const typed = byEmail ? normalizeEmail(emailOrPhone) : normalizePhone(emailOrPhone);
  const user = typed
    ? await db().user.findUnique({
        where: byEmail ? { email: typed } : { phone: typed },
        select: { ...accountSelect, passwordHash: true },
      })
    : null;
  const account = typed ? identifierKey(typed) : null;
  await beginLoginAttempt(account, clientAddress);

  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordMatches) throw unauthorized(INVALID_CREDENTIALS);
  await loginSucceeded(identifierKey(typed), clientAddress);
  log.info("user_logged_in", { userId: user.id });

  const { passwordHash, ...signedIn } = user;
  return { token: (await startSession(user.id, "TOKEN")).token, user: signedIn };
}

export async function getProfile(userId: string): Promise<Account> {
  const user = await db().user.findUnique({ where: { id: userId }, select: accountSelect });
  if (!user) throw notFound("User not found");
  return user;
}

/** The language the account's e-mails are written in. */
export async function getLanguage(userId: string): Promise<Locale> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { locale: true } });
  if (!user) throw notFound("User not found");
  return user.locale;
}

/** Chooses the language of the account's e-mails (the profile's setting). */
export async function setLanguage(userId: string, locale: Locale): Promise<void> {
  await db().user.update({ where: { id: userId }, data: { locale } });
}
