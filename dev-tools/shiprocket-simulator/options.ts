import { z } from "zod";

export interface PickupLocation {
  /** The exact nickname orders must name in `pickup_location`. */
  nickname: string;
  pincode: string;
  city: string;
  state: string;
  /** Whether the location's phone passed OTP verification; pickups are refused until it has (default true). */
  phoneVerified?: boolean;
  /** The contact and street the panel keeps for it (returns are delivered there). */
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
}

/** Where tracking webhooks go, and the token Shiprocket's panel sends as `x-api-key`. */
export interface WebhookTarget {
  url: string;
  token: string;
}

/** Shiprocket documents no retry schedule ([unconf]): a fixed delay between at most maxAttempts posts. */
export interface WebhookRetry {
  delayMs: number;
  maxAttempts: number;
}

export interface ShiprocketSimulatorOptions {
  /** Defaults to loopback: the /__simulator/ controls need no token. */
  host?: string;
  /** 0 (the default) takes any free port. */
  port?: number;
  /** The one API user `POST /auth/login` accepts. */
  email: string;
  password: string;
  pickupLocations: PickupLocation[];
  webhook?: WebhookTarget;
  webhookRetry?: WebhookRetry;
  /** The clock for tokens, ETDs, pickups and every timestamp (delays between webhook retries stay real). */
  now?: () => Date;
  /** Delivery or pickup pincodes no courier serves. */
  unserviceablePincodes?: string[];
  /** Delivery pincodes where no courier collects cash. */
  codUnavailablePincodes?: string[];
  /** A repeated channel `order_id`: the existing order with 200 (observed, the default) or 422. */
  duplicateCreate?: "existing" | "422";
  /** Default 10 days, as documented. */
  tokenLifetimeMs?: number;
  /** The prepaid wallet in rupees that AWB assignment debits (default ₹1,00,000). */
  walletBalance?: number;
}

/** Shiprocket refuses webhook URLs with these words (note §10); any occurrence in the path counts. */
const BANNED_WEBHOOK_WORDS = ["shiprocket", "kartrocket", "sr", "kr"];

const webhookUrl = z.url({ protocol: /^https?$/ }).superRefine((url, context) => {
  const { pathname, search } = new URL(url);
  const path = `${pathname}${search}`.toLowerCase();
  const word = BANNED_WEBHOOK_WORDS.find((banned) => path.includes(banned));
  if (word) context.addIssue({ code: "custom", message: `Shiprocket refuses webhook URLs containing "${word}"` });
});

const optionsSchema = z.object({
  host: z.string().min(1).optional(),
  port: z.number().int().min(0).max(65_535).optional(),
  email: z.string().min(1),
  password: z.string().min(1),
  pickupLocations: z
    .array(
      z.object({
        nickname: z.string().min(1).max(36),
        pincode: z.string().regex(/^\d{6}$/),
        city: z.string().min(1),
        state: z.string().min(1),
        phoneVerified: z.boolean().optional(),
        name: z.string().min(1).optional(),
        email: z.email().optional(),
        phone: z
          .string()
          .regex(/^\d{10}$/)
          .optional(),
        address: z.string().min(1).max(80).optional(),
      }),
    )
    .min(1),
  webhook: z.object({ url: webhookUrl, token: z.string().min(1) }).optional(),
  webhookRetry: z.object({ delayMs: z.number().int().min(0), maxAttempts: z.number().int().min(1) }).optional(),
  unserviceablePincodes: z.array(z.string().regex(/^\d{6}$/)).optional(),
  codUnavailablePincodes: z.array(z.string().regex(/^\d{6}$/)).optional(),
  duplicateCreate: z.enum(["existing", "422"]).optional(),
  tokenLifetimeMs: z.number().int().positive().optional(),
  walletBalance: z.number().finite().optional(),
});

const TEN_DAYS_MS = 10 * 24 * 60 * 60_000;

export function resolveOptions(options: ShiprocketSimulatorOptions) {
  const checked = optionsSchema.safeParse(options);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`Shiprocket simulator configuration: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return {
    ...options,
    host: options.host ?? "127.0.0.1",
    port: options.port ?? 0,
    webhookRetry: options.webhookRetry ?? { delayMs: 20, maxAttempts: 3 },
    now: options.now ?? (() => new Date()),
    rules: {
      unserviceable: new Set(options.unserviceablePincodes),
      codUnavailable: new Set(options.codUnavailablePincodes),
    },
    duplicateCreate: options.duplicateCreate ?? "existing",
    tokenLifetimeMs: options.tokenLifetimeMs ?? TEN_DAYS_MS,
    walletBalance: options.walletBalance ?? 100_000,
  };
}

export type SimulatorConfig = ReturnType<typeof resolveOptions>;
