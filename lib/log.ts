/**
 * Structured logs: one JSON line per API request and per domain event,
 * `{ time, level, event, requestId, ...fields }`, errors to stderr and the rest to stdout.
 * The request id comes from the request being served (AsyncLocalStorage), so domain code logs
 * without passing it around. Secrets and personal data never reach a line: fields named like
 * them are replaced, and e-mail addresses and phone-like numbers inside text are masked.
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
const EMAIL_IN_TEXT = /[^\s@"'<>]+@[^\s@"'<>]+\.[^\s@"'<>]+/g;
/** Ten or more digits, possibly spaced or with a leading +: a phone number, never an id here. */
const PHONE_IN_TEXT = /\+?\d(?:[\s-]?\d){9,}/g;
const MAX_DEPTH = 4;

const maskText = (text: string) => text.replace(EMAIL_IN_TEXT, "[email]").replace(PHONE_IN_TEXT, "[number]");

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
