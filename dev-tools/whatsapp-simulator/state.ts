/** What the simulator remembers, in memory only: the messages both ways, open windows and queued faults. */
import { randomBytes } from "node:crypto";

export type MessageStatus = "accepted" | "sent" | "delivered" | "read" | "failed";
export type MessageCategory = "utility" | "authentication" | "marketing" | "service";

export interface RenderedButton {
  type: "quick_reply" | "url" | "copy_code";
  text: string;
  /** A quick reply's payload, or the code a copy-code button copies. */
  payload?: string;
  /** A URL button's address with the send's suffix filled in. */
  url?: string;
}

/** A message the store sent, as the customer sees it (GET /__simulator/messages). */
export interface SimulatorMessage {
  id: string;
  channel: "whatsapp";
  to: string;
  template: string | null;
  language: string | null;
  category: MessageCategory;
  text: string;
  document: { link: string; filename: string } | null;
  buttons: RenderedButton[];
  status: MessageStatus;
  error: { code: number; title: string } | null;
  callbackData: string | null;
  at: string;
}

/** A message a simulated customer sent to the business (GET /__simulator/replies). */
export interface SimulatorReply {
  id: string;
  from: string;
  name: string;
  type: "text" | "button";
  /** The typed text, or the tapped button's label. */
  text: string;
  button: { payload: string; text: string } | null;
  /** The business message this one answers. */
  contextId: string | null;
  /** Whether the store marked it read. */
  read: boolean;
  at: string;
}

/** How the next send fails, synchronously: a Graph error code, an HTTP status, or both. */
export interface SendFailure {
  httpStatus?: number;
  code?: number;
  details?: string;
}

/** An outage: Graph answers 503, or drops the connection without an answer. */
export type OfflineMode = "503" | "network-error";

const CUSTOMER_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A message id in Meta's form; base64url so it can sit in a control URL unescaped. */
export const newWamid = () => `wamid.${randomBytes(24).toString("base64url")}`;

export function createSimulatorState(now: () => number) {
  const messages: SimulatorMessage[] = []; // oldest first
  const replies: SimulatorReply[] = []; // oldest first
  const lastInboundAt = new Map<string, number>(); // customer number → epoch ms
  const sendFailures: SendFailure[] = [];
  const connection = { offline: null as OfflineMode | null };

  /** Whether free-form messages may go to this number: it wrote to the business in the last 24 h. */
  function windowOpen(number: string): boolean {
    const last = lastInboundAt.get(number);
    return last !== undefined && now() - last < CUSTOMER_SERVICE_WINDOW_MS;
  }

  return {
    messages,
    replies,
    lastInboundAt,
    sendFailures,
    connection,
    windowOpen,
    findMessage: (id: string) => messages.find((message) => message.id === id),
    findReply: (id: string) => replies.find((reply) => reply.id === id),
  };
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;
