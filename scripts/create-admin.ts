/**
 * `npm run admin:create -- [--email <address>] [--password <password>] [--reset-password]`:
 * creates an admin account, or promotes the account with that e-mail (lib/auth/admin-account.ts).
 * Missing values are asked for; the password is read without echo, or from standard input when
 * it is piped, which keeps it out of the shell history and the process list. An existing
 * account's password changes only with --reset-password. The password is never printed.
 */
import { parseArgs } from "node:util";
import { ZodError } from "zod";
import { ensureAdminAccount } from "../lib/auth/admin-account";
import { db } from "../lib/db";
import { describeZodError } from "../lib/http/responses";
import { openPrompt, type Prompt } from "./prompt";

const USAGE = "Usage: npm run admin:create -- [--email <address>] [--password <password>] [--reset-password]";

function readArguments() {
  try {
    return parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        "reset-password": { type: "boolean", default: false },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/** Typed passwords are asked twice, so a slip of the finger does not lock the admin out. */
async function askNewPassword(prompt: Prompt): Promise<string> {
  const password = await prompt.askSecret("Password (8 characters or more): ");
  if (process.stdin.isTTY && (await prompt.askSecret("Repeat the password: ")) !== password) {
    throw new Error("The passwords do not match");
  }
  return password;
}

const DESCRIPTIONS = {
  created: "Created the admin account",
  promoted: "Promoted to admin the account",
  "already-admin": "Already an admin:",
} as const;

const options = readArguments();
const prompt = openPrompt();
try {
  const result = await ensureAdminAccount({
    email: options.email ?? (await prompt.ask("Admin e-mail: ")),
    password: () => options.password ?? askNewPassword(prompt),
    resetPassword: options["reset-password"],
  });
  const passwordNote =
    result.outcome === "created" ? "" : result.passwordSet ? " (password reset)" : " (password unchanged)";
  console.log(`${DESCRIPTIONS[result.outcome]} ${result.email}${passwordNote}.`);
} catch (error) {
  console.error(error instanceof ZodError ? describeZodError(error) : error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  prompt.close();
  await db().$disconnect();
}
