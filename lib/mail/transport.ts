/**
 * The SMTP connection (nodemailer) to SMTP_URL: the local catcher on a developer machine, any
 * SMTP relay (Amazon SES, Postmark, Zoho…) in production. Short timeouts: a mail server that does
 * not answer fails the attempt, and the queue retries it later (lib/mail/queue.ts).
 */
import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env";

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type MailTransport = Pick<Transporter, "sendMail">;

export function createMailTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    // Connections are kept and reused: a new one per message would pay its greeting (and, with a
    // real relay, a TLS handshake) every time, and the worker sends one message after another.
    pool: true,
    maxConnections: 1,
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
    secure: url.protocol === "smtps:",
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}

let configured: MailTransport | undefined;

/** The configured server; undefined when SMTP_URL is not set (then nothing is sent). */
export function mailTransport(): MailTransport | undefined {
  const { smtpUrl } = env().mail;
  if (smtpUrl) configured ??= createMailTransport(smtpUrl);
  return configured;
}
