/**
 * Structured logs: one JSON line per API request and per domain event,
 * `{ time, level, event, requestId, ...fields }`, errors to stderr and the rest to stdout.
 * The request id comes from the request being served (AsyncLocalStorage), so domain code logs
 * without passing it around. Secrets and personal data never reach a line: fields named like
 * them are replaced, and tokens, e-mail addresses and phone-like numbers inside text (messages,
 * stack traces) are masked while file paths, function names and line numbers stay readable.
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
type EntryLevel = Exclude<LogLevel, "silent">;

const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * LOG_LEVEL, read here rather than through env(): logging must work before the configuration is
 * valid (to report that it is not) and in scripts without a database. Tests are quiet by default.
 */
function threshold(): number {
  const configured = process.env.LOG_LEVEL?.trim();
  const level = LOG_LEVELS.find((known) => known === configured) ?? (process.env.VITEST ? "silent" : "info");
  return SEVERITY[level];
}

const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `work` with `requestId` attached to every line it logs, however deep the calls go. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

const REDACTED = "[redacted]";
/** Field names whose values are secrets or personal data, whatever they hold. */
const SECRET_FIELD = /password|secret|token|authorization|cookie|api[-_]?key|email|phone|address|body/i;

/**
 * What is masked inside free text (messages, stack traces), in this order. Each pattern is strict
 * enough to leave stack frames readable: `node_modules/@prisma/client/…:12:34` is a path, not an
 * e-mail address, and a file name's digits are not a phone number.
 */
const SECRETS_IN_TEXT: [pattern: RegExp, replacement: string][] = [
  // A JWT: its header is JSON, so base64url "eyJ…", then the payload and the signature.
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, REDACTED],
  // An Authorization value, "Bearer …" or PhonePe's "O-Bearer …".
  [/\b((?:O-)?Bearer)\s+[\w.~+/-]+=*/gi, `$1 ${REDACTED}`],
  // A secret in a query string (access_token=…) or a JSON fragment ("clientSecret": "…").
  [/\b([\w-]*(?:password|secret|token|api[-_]?key))=[^\s&"']+/gi, `$1=${REDACTED}`],
  [/"([\w-]*(?:password|secret|token|api[-_]?key))"\s*:\s*"(?:[^"\\]|\\.)*"/gi, `"$1":"${REDACTED}"`],
  // An e-mail address: a local part right before the @, a dotted domain with a letter TLD after it.
  [/[\w.%+-]+@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+[a-z]{2,}\b/gi, "[email]"],
  // Ten or more digits, possibly spaced or with a leading +, standing alone: a phone number.
  [/(?<![\w.])\+?\d(?:[\s-]?\d){9,}(?!\w)/g, "[number]"],
];
const MAX_DEPTH = 4;

const maskText = (text: string) =>
  SECRETS_IN_TEXT.reduce((masked, [pattern, replacement]) => masked.replace(pattern, replacement), text);

function clean(value: unknown, depth: number): unknown {
  if (typeof value === "string") return maskText(value);
  if (value instanceof Error) {
    return { name: value.name, message: maskText(value.message), stack: value.stack && maskText(value.stack) };
  }
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[nested]";
  if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
  return cleanFields(value as Record<string, unknown>, depth + 1);
}

function cleanFields(fields: Record<string, unknown>, depth: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, SECRET_FIELD.test(key) ? REDACTED : clean(value, depth)]),
  );
}

function write(level: EntryLevel, event: string, fields: Record<string, unknown> = {}): void {
  if (SEVERITY[level] < threshold()) return;
  const entry = {
    time: new Date().toISOString(),
    level,
    event,
    requestId: currentRequestId(),
    ...cleanFields(fields, 0),
  };
  const stream = level === "error" ? process.stderr : process.stdout;
  stream.write(`${JSON.stringify(entry)}\n`);
}

export const log = {
  debug: (event: string, fields?: Record<string, unknown>) => write("debug", event, fields),
  info: (event: string, fields?: Record<string, unknown>) => write("info", event, fields),
  warn: (event: string, fields?: Record<string, unknown>) => write("warn", event, fields),
  error: (event: string, fields?: Record<string, unknown>) => write("error", event, fields),
  /** For callers that choose the level, such as the request log. */
  at: (level: EntryLevel, event: string, fields?: Record<string, unknown>) => write(level, event, fields),
};
