/**
 * A local mail catcher for development and tests: an SMTP server (smtp-server) that accepts every
 * message without delivering it, parses it (mailparser) and keeps the last few hundred in memory,
 * with a small JSON API over HTTP for the /dev/mail page and the tests (the same idea as Mailpit,
 * which docker-compose offers). Never used in production: a public SITE_URL requires SMTP_URL,
 * and nothing in lib/ or app/ imports it.
 */
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A caught message, as the HTTP API returns it (lib/mail/caught.ts reads the same shape). */
export interface CaughtMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  receivedAt: string;
}

/** Enough for a development session; the oldest go first. */
const KEPT_MESSAGES = 500;

export interface MailCatcherOptions {
  host?: string;
  /** 0 (the default) picks a free port. */
  smtpPort?: number;
  httpPort?: number;
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((mailbox) => mailbox.address ?? ""),
  );

export async function startMailCatcher({ host = "127.0.0.1", smtpPort = 0, httpPort = 0 }: MailCatcherOptions = {}) {
  const messages: CaughtMessage[] = [];

  const smtp = new SMTPServer({
    // Local only: no TLS, any (or no) credentials accepted.
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: "catcher" }),
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            id: randomUUID(),
            from: addresses(parsed.from).join(", "),
            to: addresses(parsed.to),
            subject: parsed.subject ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            text: parsed.text ?? "",
            receivedAt: new Date().toISOString(),
          });
          messages.splice(0, Math.max(0, messages.length - KEPT_MESSAGES));
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });

  // GET /messages (newest first), GET /messages/<id>.
  const http = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://catcher").pathname;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (request.method !== "GET") return send(405, { error: "Only GET" });
    if (path === "/messages") return send(200, [...messages].reverse());
    const found = /^\/messages\/([^/]+)$/.exec(path);
    const message = found && messages.find((candidate) => candidate.id === decodeURIComponent(found[1]!));
    return message ? send(200, message) : send(404, { error: "No such message" });
  });

  await new Promise<void>((resolve, reject) => {
    // SMTPServer emits its socket's and its clients' errors on itself, and an 'error' nobody
    // listens to ends the process: a taken port rejects here; once listening, this does nothing.
    smtp.on("error", reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    // Without its HTTP side the catcher is no use: the SMTP side is closed, not left holding the process.
    http.once("error", (error) => smtp.close(() => reject(error)));
    http.listen(httpPort, host, () => resolve());
  });
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    smtpUrl: `smtp://${urlHost}:${(smtp.server.address() as AddressInfo).port}`,
    apiUrl: `http://${urlHost}:${(http.address() as AddressInfo).port}`,
    messages: () => [...messages],
    close: () =>
      Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]).then(() => undefined),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;
