import { DEFAULT_AUTH_PRESETS, type AuthPresets } from "./auth-presets";

/** The store's webhook: its callback URL and the verify token it expects in the handshake. */
export interface WebhookTarget {
  url: string;
  verifyToken: string;
}

/** How Meta retries a webhook the store did not answer with 2xx: delays double from the first. */
export interface WebhookRetry {
  firstDelayMs: number;
  maxAttempts: number;
  /** The longest single wait between attempts. */
  maxDelayMs: number;
}

export interface WhatsAppSimulatorOptions {
  /** Defaults to loopback: the /__simulator controls need no token. */
  host?: string;
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The only bearer token the Graph routes accept. */
  accessToken: string;
  /** The key of the webhooks' X-Hub-Signature-256. */
  appSecret: string;
  phoneNumberId: string;
  wabaId: string;
  /** The business number as Meta shows it in webhooks, e.g. "919000000001". */
  displayPhoneNumber: string;
  webhook?: WebhookTarget;
  /** Numbers (digits with the country code) that are not on WhatsApp: their sends fail later with 131026. */
  notOnWhatsApp?: string[];
  /** Wait between accepted → sent → delivered. */
  statusDelayMs?: number;
  webhookRetry?: Partial<WebhookRetry>;
  /** How long one webhook POST may take before it counts as failed (Meta's exact timeout is unknown). */
  webhookTimeoutMs?: number;
  /** Sends per second the business number may make (130429 beyond). */
  throughputPerSecond?: number;
  /** Sends to one recipient per window (131056 beyond); off unless given. */
  pairLimit?: { messages: number; perSeconds: number };
  /** Whether a free-form send outside the 24 h window is refused at once or accepted and failed by webhook. */
  reengagementError?: "sync" | "async";
  /** Meta's HTTP status for 132001 is unconfirmed: 400 or 404. */
  templateNotFoundHttpStatus?: 400 | 404;
  /** Meta's fixed AUTHENTICATION texts per language code, merged over the English and Hindi defaults. */
  authPresets?: AuthPresets;
  /** The clock for timestamps, the 24 h window and rate limits (delays between webhooks stay real). */
  now?: () => number;
}

export function resolveOptions(options: WhatsAppSimulatorOptions) {
  return {
    ...options,
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    notOnWhatsApp: new Set(options.notOnWhatsApp ?? []),
    statusDelayMs: options.statusDelayMs ?? 50,
    webhookRetry: { firstDelayMs: 1000, maxAttempts: 30, maxDelayMs: 3_600_000, ...options.webhookRetry },
    webhookTimeoutMs: options.webhookTimeoutMs ?? 5000,
    throughputPerSecond: options.throughputPerSecond ?? 80,
    pairLimit: options.pairLimit ?? null,
    reengagementError: options.reengagementError ?? "sync",
    templateNotFoundHttpStatus: options.templateNotFoundHttpStatus ?? 400,
    authPresets: { ...DEFAULT_AUTH_PRESETS, ...options.authPresets },
    now: options.now ?? Date.now,
  };
}

export type SimulatorConfig = ReturnType<typeof resolveOptions>;
