import { formatIndianDateTime } from "@/lib/dates";
import { listSimulatedMessages, listSimulatedReplies, type SimulatedMessage } from "@/lib/messaging/simulated";
import { buttonClass } from "@/components/ui/button-styles";
import { inputClass } from "@/components/ui/input-class";

/** A phone's conversation: the store's messages and the customer's replies, oldest first as a chat reads. */
function conversations(messages: SimulatedMessage[], replies: Awaited<ReturnType<typeof listSimulatedReplies>>) {
  const byPhone = new Map<string, { at: string; sent?: SimulatedMessage; reply?: (typeof replies)[number] }[]>();
  const add = (phone: string, entry: { at: string; sent?: SimulatedMessage; reply?: (typeof replies)[number] }) =>
    byPhone.set(phone, [...(byPhone.get(phone) ?? []), entry]);
  for (const sent of messages) add(sent.to, { at: sent.at, sent });
  for (const reply of replies) add(reply.from, { at: reply.at, reply });
  return [...byPhone].map(([phone, entries]) => ({ phone, entries: entries.sort((a, b) => a.at.localeCompare(b.at)) }));
}

function Sent({ message }: { message: SimulatedMessage }) {
  return (
    <li data-testid="simulated-message" className="max-w-[85%] self-start rounded-xl bg-emerald-50 p-3">
      <p className="text-xs font-semibold uppercase text-slate-600">
        {message.channel === "whatsapp" ? "WhatsApp" : "SMS"} · {message.template ?? "reply"} ·{" "}
        {message.language ?? "—"}
      </p>
      <p className="mt-1 whitespace-pre-line text-slate-900">{message.text}</p>
      {message.buttons.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {message.buttons.map((button) =>
            button.type === "quick_reply" ? (
              <form key={button.text} method="post" action="/dev/messages/reply">
                <input type="hidden" name="from" value={message.to} />
                <input type="hidden" name="payload" value={button.payload ?? button.text} />
                <input type="hidden" name="buttonText" value={button.text} />
                <input type="hidden" name="contextId" value={message.id} />
                <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                  {button.text}
                </button>
              </form>
            ) : (
              <span key={button.text} className="rounded-md border border-slate-300 px-2 py-1 text-sm text-brand-700">
                {button.text}
                {button.url && <span className="block break-all text-xs text-slate-600">{button.url}</span>}
              </span>
            ),
          )}
        </div>
      )}
      <p className="mt-1 text-xs text-slate-600">
        {formatIndianDateTime(new Date(message.at))} · <span data-testid="message-status">{message.status}</span>
        {message.error && ` · ${message.error}`}
      </p>
    </li>
  );
}

/** What the store sent to each phone on this machine, and a way to answer as its customer would. */
export default async function SimulatedMessagesPage() {
  const [messages, replies] = await Promise.all([listSimulatedMessages(), listSimulatedReplies()]);
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Simulated messages</h1>
        <p className="text-slate-600">
          On this machine WhatsApp messages and SMS go to local simulators. Answer as the customer: the simulator sends
          the store a signed webhook, as Meta would. The same list as JSON: /dev/messages.json.
        </p>
      </header>
      {messages.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5">
          No messages yet. Opt in to WhatsApp updates in your profile, then place an order.
        </p>
      ) : (
        conversations(messages, replies).map(({ phone, entries }) => (
          <section key={phone} className="rounded-xl border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold">+{phone}</h2>
            <ol className="mt-3 flex flex-col gap-3">
              {entries.map(({ sent, reply }) =>
                sent ? (
                  <Sent key={sent.id} message={sent} />
                ) : (
                  reply && (
                    <li key={reply.id} className="max-w-[85%] self-end rounded-xl bg-brand-50 p-3">
                      <p className="text-slate-900">{reply.button?.text ?? reply.text}</p>
                      <p className="mt-1 text-xs text-slate-600">{formatIndianDateTime(new Date(reply.at))}</p>
                    </li>
                  )
                ),
              )}
            </ol>
            <form method="post" action="/dev/messages/reply" className="mt-4 flex gap-2">
              <input type="hidden" name="from" value={phone} />
              <label htmlFor={`reply-${phone}`} className="sr-only">
                Reply as +{phone}
              </label>
              <input
                id={`reply-${phone}`}
                name="text"
                required
                maxLength={4096}
                className={inputClass}
                placeholder="Reply as the customer"
              />
              <button type="submit" className={buttonClass({})}>
                Send
              </button>
            </form>
          </section>
        ))
      )}
    </>
  );
}
