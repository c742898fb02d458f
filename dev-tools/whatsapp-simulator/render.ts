/**
 * A template send's components checked against the template (132000 for a count mismatch, 132012
 * for a parameter of the wrong kind) and filled in, giving the message as the customer sees it.
 */
import { z } from "zod";
import { GraphError } from "./errors";
import type { RenderedButton, SimulatorMessage } from "./state";
import { fillPlaceholders, placeholders, type Template } from "./template-schema";

export const httpUrl = z
  .string()
  .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol), "must be an http(s) URL");

const TextParameter = z.object({
  type: z.literal("text"),
  text: z.string().min(1),
  parameter_name: z.string().optional(),
});
const DocumentParameter = z.object({
  type: z.literal("document"),
  document: z.object({ link: httpUrl, filename: z.string().min(1).optional() }),
});
const PayloadParameter = z.object({ type: z.literal("payload"), payload: z.string().min(1) });

export const TemplateComponentSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("header"),
    parameters: z.array(z.discriminatedUnion("type", [TextParameter, DocumentParameter])),
  }),
  z.object({ type: z.literal("body"), parameters: z.array(TextParameter) }),
  z.object({
    type: z.literal("button"),
    sub_type: z.enum(["quick_reply", "url"]),
    // A string in Meta's schema; some clients send a number.
    index: z.union([z.string().regex(/^\d+$/), z.number().int().min(0)]).transform(Number),
    parameters: z.array(z.discriminatedUnion("type", [TextParameter, PayloadParameter])),
  }),
]);

type TemplateComponent = z.infer<typeof TemplateComponentSchema>;
type TextValue = z.infer<typeof TextParameter>;
type Content = Pick<SimulatorMessage, "text" | "document" | "buttons">;

/** A document as the customer sees it: the given filename, else the link's last path segment. */
export function documentOf(link: string, filename: string | undefined) {
  const lastSegment = decodeURIComponent(new URL(link).pathname.split("/").pop() ?? "");
  return { link, filename: filename ?? (lastSegment || "document") };
}

const countMismatch = (where: string, given: number, expected: number) =>
  new GraphError(
    132000,
    `${where}: number of localizable_params (${given}) does not match the expected number of params (${expected})`,
  );

const wrongKind = (where: string, expected: string) =>
  new GraphError(132012, `${where}: the template expects a ${expected} parameter here`);

/** The values of a text's placeholders, positional by order or named by `parameter_name`. */
function bind(template: Template, where: string, text: string, parameters: TextValue[]): Record<string, string> {
  const expected = placeholders(text);
  if (parameters.length !== expected.length) throw countMismatch(where, parameters.length, expected.length);
  if (template.parameterFormat === "POSITIONAL") {
    return Object.fromEntries(parameters.map((parameter, index) => [String(index + 1), parameter.text]));
  }
  const values = Object.fromEntries(parameters.map((parameter) => [parameter.parameter_name ?? "", parameter.text]));
  if (expected.some((name) => values[name] === undefined)) {
    throw new GraphError(132000, `${where}: give each of ${expected.join(", ")} once, by parameter_name`);
  }
  return values;
}

function renderHeader(template: Template, parameters: TemplateComponent["parameters"]) {
  const { header } = template;
  if (header?.format === "DOCUMENT") {
    if (parameters.length !== 1) throw countMismatch("header", parameters.length, 1);
    const [parameter] = parameters;
    if (parameter?.type !== "document") throw wrongKind("header", "document");
    const document = documentOf(parameter.document.link, parameter.document.filename);
    return { text: `[document: ${document.filename}]`, document };
  }
  const texts = parameters.filter((parameter) => parameter.type === "text");
  if (texts.length !== parameters.length) throw wrongKind("header", "text");
  if (!header) {
    if (parameters.length) throw countMismatch("header", parameters.length, 0);
    return { text: null, document: null };
  }
  return { text: fillPlaceholders(header.text, bind(template, "header", header.text, texts)), document: null };
}

function renderButtons(template: Template, components: Extract<TemplateComponent, { type: "button" }>[]) {
  const byIndex = new Map(components.map((component) => [component.index, component]));
  if (byIndex.size !== components.length) throw new GraphError(132000, "buttons: an index is given twice");
  for (const [index, component] of byIndex) {
    const button = template.buttons[index];
    const subType = button?.type === "QUICK_REPLY" ? "quick_reply" : button && "url";
    if (subType !== component.sub_type) {
      throw new GraphError(132000, `button ${index}: the template has no ${component.sub_type} button there`);
    }
  }
  return template.buttons.map((button, index): RenderedButton => {
    const where = `button ${index}`;
    const parameters = byIndex.get(index)?.parameters ?? [];
    const [parameter] = parameters;
    if (button.type === "QUICK_REPLY") {
      if (parameters.length > 1) throw countMismatch(where, parameters.length, 1);
      if (parameter && parameter.type !== "payload") throw wrongKind(where, "payload");
      // Without a payload, Meta reports the tap with the button's text as its payload.
      return { type: "quick_reply", text: button.text, payload: parameter?.payload ?? button.text };
    }
    const expected = placeholders(button.url).length;
    if (parameters.length !== expected) throw countMismatch(where, parameters.length, expected);
    if (parameter && parameter.type !== "text") throw wrongKind(where, "text");
    const suffix = parameter?.text ?? "";
    if (button.copyCode) return { type: "copy_code", text: button.text, payload: suffix };
    return { type: "url", text: button.text, url: fillPlaceholders(button.url, { 1: suffix }) };
  });
}

export function renderTemplate(template: Template, components: TemplateComponent[]): Content {
  const single = <T extends "header" | "body">(type: T) => {
    const found = components.filter((component) => component.type === type);
    if (found.length > 1) throw new GraphError(132000, `${type}: given more than once`);
    return found[0] as Extract<TemplateComponent, { type: T }> | undefined;
  };
  const header = renderHeader(template, single("header")?.parameters ?? []);
  const body = fillPlaceholders(template.body, bind(template, "body", template.body, single("body")?.parameters ?? []));
  const buttons = renderButtons(
    template,
    components.filter((component) => component.type === "button"),
  );
  const text = [header.text, body, template.footer].filter((part) => part !== null).join("\n");
  return { text, document: header.document, buttons };
}
