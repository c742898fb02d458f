/**
 * Idempotency keys for the calls that place orders. A client that may send a request twice (a
 * double click, a retry after a lost answer) sends an `Idempotency-Key` header; the first request
 * with a key claims it for the account, and every repeat gets the first one's answer (same status,
 * same body) instead of a second order — even when the two arrive at once: the repeat waits for
 * the first answer. A key reused for a different request is refused. Only successful answers are
 * kept: a refused request changed nothing, so its key is freed for a corrected retry.
 */
import "server-only";
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { db } from "../db";
import { text } from "../validation/text";
import { badRequest, conflict, unprocessable } from "./errors";
import { validationMessage } from "../validation/error-messages";

export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
/** Set on an answer that repeats a stored one. */
export const REPLAYED_HEADER = "Idempotent-Replayed";

const KEY_MESSAGE = `${IDEMPOTENCY_KEY_HEADER} must be 8 to 128 letters, digits, '-' or '_'`;
const keySchema = text().regex(/^[A-Za-z0-9_-]{8,128}$/, KEY_MESSAGE);

/** How long a key answers repeats; expired rows are purged. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
/**
 * An unanswered claim older than this was left by a server that died mid-request, and may be taken
 * over. Far beyond the longest placement: two 15 s transaction limits and PhonePe's 10 s timeout.
 */
const CLAIM_LEASE_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request's answer before giving up with 409. */
const WAIT_FOR_FIRST_MS = 30_000;
const FIRST_PAUSE_MS = 25;
const LONGEST_PAUSE_MS = 1_000;

/** The request's key, or null when it sent none (SPEC §7 clients); a malformed one is a 400. */
function keyOf(request: Request): string | null {
  const header = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (header === null) return null;
  const parsed = keySchema.safeParse(header);
  if (!parsed.success) throw badRequest(KEY_MESSAGE);
  return parsed.data;
}

/** What makes two requests "the same": the endpoint and the validated body. */
function fingerprintOf(request: Request, payload: unknown): string {
  const { pathname } = new URL(request.url);
  return createHash("sha256")
    .update(`${request.method} ${pathname}\n${JSON.stringify(payload)}`)
    .digest("hex");
}

interface KeyId {
  userId: string;
  key: string;
}

/** Takes the key for this request: a new key, an expired one, or one whose first request died unanswered. */
async function claim(id: KeyId, fingerprint: string): Promise<boolean> {
  const now = Date.now();
  const fresh = {
    fingerprint,
    status: null,
    body: null,
    claimedAt: new Date(now),
    expiresAt: new Date(now + KEY_LIFETIME_MS),
  };
  const created = await db().idempotencyKey.createMany({ data: { ...id, ...fresh }, skipDuplicates: true });
  if (created.count === 1) return true;
  const { count } = await db().idempotencyKey.updateMany({
    where: {
      ...id,
      OR: [
        { expiresAt: { lte: new Date(now) } },
        { status: null, fingerprint, claimedAt: { lte: new Date(now - CLAIM_LEASE_MS) } },
      ],
    },
    data: fresh,
  });
  return count === 1;
}

/** Handles the request as the key's owner: a success is stored for the repeats, anything else frees the key. */
async function answerAndKeep(id: KeyId, handle: () => Promise<Response>): Promise<Response> {
  const free = () => db().idempotencyKey.deleteMany({ where: id });
  let response: Response;
  try {
    response = await handle();
  } catch (error) {
    await free();
    throw error;
  }
  if (!response.ok) {
    await free();
    return response;
  }
  const body = await response.text();
  await db().idempotencyKey.update({ where: { userId_key: id }, data: { status: response.status, body } });
  return new Response(body, response);
}

function replay(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json", [REPLAYED_HEADER]: "true" },
  });
}

/**
 * Answers `handle()` at most once per account and `Idempotency-Key`. Without the header it just
 * runs. `payload` is the validated body, so that a key reused for another request is refused (422).
 */
export async function withIdempotencyKey(
  request: Request,
  { userId, payload }: { userId: string; payload: unknown },
  handle: () => Promise<Response>,
): Promise<Response> {
  const key = keyOf(request);
  if (key === null) return handle();
  const id = { userId, key };
  const fingerprint = fingerprintOf(request, payload);
  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;

  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    if (await claim(id, fingerprint)) return answerAndKeep(id, handle);
    // Taken. When the row is gone, the first request failed and freed the key: claim it next turn.
    const first = await db().idempotencyKey.findUnique({ where: { userId_key: id } });
    if (first) {
      if (first.fingerprint !== fingerprint) {
        throw unprocessable(
          "This request was already sent with different details. Please check your orders before trying again.",
        );
      }
      if (first.status !== null && first.body !== null) return replay(first.status, first.body);
    }
    if (Date.now() + pause > giveUpAt) {
      throw conflict(validationMessage("stillProcessing"));
    }
    await sleep(pause);
  }
}

/** Deletes the keys that have expired; run periodically by lib/jobs/background-jobs.ts. */
export async function purgeExpiredIdempotencyKeys(now = new Date()): Promise<number> {
  const { count } = await db().idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
