/** Meta's template creation shape (note A5, authentication templates A3), validated and turned into a stored template. */
import { z } from "zod";
import { presetFor, type AuthPresets } from "./auth-presets";
import { GraphError } from "./errors";

export type TemplateStatus = "APPROVED" | "PENDING" | "REJECTED" | "PAUSED" | "DISABLED";
export type TemplateCategory = "MARKETING" | "UTILITY" | "AUTHENTICATION";

export type TemplateButton =
  | { type: "QUICK_REPLY"; text: string }
  /** `copyCode`: Meta stores an authentication OTP button as this URL button. */
  | { type: "URL"; text: string; url: string; copyCode: boolean };

export interface Template {
  id: string;
  name: string;
  language: string;
  category: TemplateCategory;
  status: TemplateStatus;
  parameterFormat: "POSITIONAL" | "NAMED";
  header: { format: "TEXT"; text: string } | { format: "DOCUMENT" } | null;
  body: string;
  footer: string | null;
  buttons: TemplateButton[];
  /** As the list endpoint returns them. */
  components: unknown[];
}

const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

/** The distinct variable names in a text: "1", "2" … or named ones. */
export const placeholders = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];

export const fillPlaceholders = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

const COPY_CODE_URL = "https://www.whatsapp.com/otp/code/?otp_type=COPY_CODE&code=otp{{1}}";

const ENUM_KEYS = new Set(["type", "format", "otp_type", "category", "parameter_format"]);

/** Meta reads these enum values in either case (its docs use both); the schema compares upper case. */
function upperCaseEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(upperCaseEnums);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      ENUM_KEYS.has(key) && typeof item === "string" ? item.toUpperCase() : upperCaseEnums(item),
    ]),
  );
}

const buttonUrl = z.string().refine((url) => URL.canParse(url.replace(PLACEHOLDER, "x")), "must be a URL");

const ButtonSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("QUICK_REPLY"), text: z.string().min(1).max(25) }),
  z.object({
    type: z.literal("URL"),
    text: z.string().min(1).max(25),
    url: buttonUrl,
    example: z.unknown().optional(),
  }),
  z.object({ type: z.literal("OTP"), otp_type: z.literal("COPY_CODE"), text: z.string().min(1).max(25).optional() }),
]);

const ComponentSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("HEADER"),
    format: z.enum(["TEXT", "DOCUMENT"]),
    text: z.string().min(1).max(60).optional(),
    example: z.unknown().optional(),
  }),
  z.object({
    type: z.literal("BODY"),
    text: z.string().min(1).max(1024).optional(),
    add_security_recommendation: z.boolean().optional(),
    example: z.unknown().optional(),
  }),
  z.object({
    type: z.literal("FOOTER"),
    text: z.string().min(1).max(60).optional(),
    code_expiration_minutes: z.number().int().min(1).max(90).optional(),
  }),
  z.object({ type: z.literal("BUTTONS"), buttons: z.array(ButtonSchema).min(1).max(10) }),
]);

type Component = z.infer<typeof ComponentSchema>;

export const TemplateCreationSchema = z.preprocess(
  upperCaseEnums,
  z.object({
    name: z.string().regex(/^[a-z0-9_]{1,512}$/, "must be lowercase letters, digits and underscores"),
    language: z.string().regex(/^[a-z]{2,3}(_[A-Za-z]{2,4})?$/, "must be a language code such as en or en_US"),
    category: z.enum(["MARKETING", "UTILITY", "AUTHENTICATION"]),
    parameter_format: z.enum(["POSITIONAL", "NAMED"]).default("POSITIONAL"),
    allow_category_change: z.boolean().optional(),
    message_send_ttl_seconds: z.number().int().optional(),
    components: z.array(ComponentSchema).min(1),
  }),
);

type TemplateCreation = z.output<typeof TemplateCreationSchema>;

function check(condition: unknown, details: string): asserts condition {
  if (!condition) throw new GraphError(100, details);
}

function checkVariables(text: string, format: Template["parameterFormat"], where: string) {
  const names = placeholders(text);
  if (format === "NAMED") {
    check(
      names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name)),
      `${where}: named parameters are lowercase letters, digits and _`,
    );
  } else {
    check(
      names.every((name, index) => name === String(index + 1)),
      `${where}: positional parameters must be {{1}}, {{2}} … in order`,
    );
  }
}

export function buildTemplate(input: TemplateCreation, presets: AuthPresets, id: string): Template {
  const only = <T extends Component["type"]>(type: T) => {
    const found = input.components.filter((component) => component.type === type);
    check(found.length <= 1, `At most one ${type} component`);
    return found[0] as Extract<Component, { type: T }> | undefined;
  };
  const header = only("HEADER");
  const body = only("BODY");
  const footer = only("FOOTER");
  const buttons = only("BUTTONS")?.buttons ?? [];
  check(body, "A BODY component is required");
  const base = {
    id,
    name: input.name,
    language: input.language,
    category: input.category,
    status: "APPROVED" as TemplateStatus,
    parameterFormat: input.parameter_format,
  };

  if (input.category === "AUTHENTICATION") {
    const preset = presetFor(presets, input.language);
    check(preset, `No authentication text for language ${input.language}: add it to the simulator's authPresets`);
    check(
      !header && !body.text && !footer?.text,
      "Meta writes an AUTHENTICATION template's texts: give no header or text",
    );
    const otp = buttons[0];
    check(buttons.length === 1 && otp?.type === "OTP", "An AUTHENTICATION template takes one OTP COPY_CODE button");
    const bodyText = body.add_security_recommendation ? `${preset.body} ${preset.securityRecommendation}` : preset.body;
    const minutes = footer?.code_expiration_minutes;
    const footerText = minutes ? preset.expiryFooter.replace("{minutes}", String(minutes)) : null;
    const button = { type: "URL" as const, text: otp.text ?? preset.copyCodeButton, url: COPY_CODE_URL };
    return {
      ...base,
      parameterFormat: "POSITIONAL",
      header: null,
      body: bodyText,
      footer: footerText,
      buttons: [{ ...button, copyCode: true }],
      components: [
        {
          type: "BODY",
          text: bodyText,
          ...(body.add_security_recommendation ? { add_security_recommendation: true } : {}),
        },
        ...(footerText ? [{ type: "FOOTER", text: footerText, code_expiration_minutes: minutes }] : []),
        { type: "BUTTONS", buttons: [button] },
      ],
    };
  }

  check(body.text, "BODY needs text");
  check(
    !body.add_security_recommendation && !footer?.code_expiration_minutes && buttons.every((b) => b.type !== "OTP"),
    "Security recommendations, code expiry and OTP buttons belong to AUTHENTICATION templates",
  );
  check(!footer || footer.text, "FOOTER needs text");
  check(header?.format !== "TEXT" || header.text, "A TEXT header needs text");
  checkVariables(body.text, input.parameter_format, "BODY");
  if (header?.format === "TEXT") {
    checkVariables(header.text!, input.parameter_format, "HEADER");
    check(placeholders(header.text!).length <= 1, "HEADER: at most one parameter");
  }
  const urlButtons = buttons.filter((button) => button.type === "URL");
  check(urlButtons.length <= 2, "At most two URL buttons");
  for (const { url } of urlButtons) {
    const variables = placeholders(url);
    check(
      variables.length === 0 || (variables.length === 1 && url.endsWith("{{1}}")),
      "A URL button's only parameter is {{1}} at the end of its url",
    );
  }
  return {
    ...base,
    header: header
      ? header.format === "TEXT"
        ? { format: "TEXT", text: header.text! }
        : { format: "DOCUMENT" }
      : null,
    body: body.text,
    footer: footer?.text ?? null,
    buttons: buttons.map((button) =>
      button.type === "URL"
        ? { type: "URL", text: button.text, url: button.url, copyCode: false }
        : { type: "QUICK_REPLY", text: button.text },
    ),
    components: input.components,
  };
}
