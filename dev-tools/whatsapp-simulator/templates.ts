/** The WABA's message templates: create (approved at once) and list, as POST/GET /{waba-id}/message_templates. */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AuthPresets } from "./auth-presets";
import { GraphError, parseGraphBody } from "./errors";
import { ControlError, readJson, sendJson } from "./http";
import { buildTemplate, TemplateCreationSchema, type Template, type TemplateStatus } from "./template-schema";

const DEFAULT_PAGE_SIZE = 25;

const cursorOf = (index: number) => Buffer.from(String(index)).toString("base64");
const indexOf = (cursor: string | null) => (cursor ? Number(Buffer.from(cursor, "base64").toString()) : NaN);

function nextPage(url: URL, limit: number, after: string): string {
  const next = new URL(url);
  next.searchParams.set("limit", String(limit));
  next.searchParams.set("after", after);
  return next.href;
}

export function createTemplateStore(presets: AuthPresets) {
  const templates: Template[] = [];
  let nextId = 1_000_000_000_000_000;

  const find = (name: string, language: string) =>
    templates.find((template) => template.name === name && template.language === language);

  function create(body: unknown): Template {
    const input = parseGraphBody(TemplateCreationSchema, body);
    if (find(input.name, input.language)) {
      // Meta's answer to a duplicate; the subcode lets a store that re-creates its templates at start tell it apart.
      throw new GraphError(100, "Content in this language already exists", {
        subcode: 2388024,
        message: "Invalid parameter",
        userTitle: "Content in This Language Already Exists",
        userMessage: `There is already ${input.language} content for this template. You can add content for a different language, or create another template.`,
      });
    }
    const template = buildTemplate(input, presets, String(nextId++));
    templates.push(template);
    return template;
  }

  /** A page of templates, filtered like Meta's list by name (contains), status, category and language. */
  function list(url: URL) {
    const query = url.searchParams;
    const name = query.get("name");
    const matches = templates.filter(
      (template) =>
        (!name || template.name.includes(name)) &&
        (["status", "category", "language"] as const).every((field) => {
          const wanted = query.get(field);
          return !wanted || wanted.toLowerCase() === template[field].toLowerCase();
        }),
    );
    const after = indexOf(query.get("after"));
    const start = Number.isInteger(after) ? after + 1 : 0;
    const limit = Number(query.get("limit")) || DEFAULT_PAGE_SIZE;
    const page = matches.slice(start, start + limit);
    const last = start + page.length - 1;
    return {
      data: page.map(({ id, name, language, status, category, parameterFormat, components }) => ({
        id,
        name,
        language,
        status,
        category,
        parameter_format: parameterFormat,
        components,
      })),
      paging: {
        cursors: { before: page.length ? cursorOf(start) : "", after: page.length ? cursorOf(last) : "" },
        ...(last + 1 < matches.length ? { next: nextPage(url, limit, cursorOf(last)) } : {}),
      },
    };
  }

  function setStatus(name: string, language: string, status: TemplateStatus): Template {
    const template = find(name, language);
    if (!template) throw new ControlError(404, `No template ${name} in ${language}`);
    template.status = status;
    return template;
  }

  return { find, create, list, setStatus };
}

export type TemplateStore = ReturnType<typeof createTemplateStore>;

export async function handleCreateTemplate(store: TemplateStore, request: IncomingMessage, response: ServerResponse) {
  const template = store.create(await readJson(request));
  sendJson(response, 200, { id: template.id, status: template.status, category: template.category });
}

export function handleListTemplates(store: TemplateStore, url: URL, response: ServerResponse) {
  sendJson(response, 200, store.list(url));
}
