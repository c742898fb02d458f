import Link from "next/link";
import { formatIndianDateTime } from "@/lib/dates";
import { listCaughtEmails } from "@/lib/mail/caught";

/** The e-mails the store sent on this machine, newest first (the local catcher kept them). */
export default async function CaughtEmailsPage() {
  const emails = await listCaughtEmails();
  return (
    <>
      <header>
        <h1 className="text-3xl font-bold text-slate-900">Caught e-mails</h1>
        <p className="text-slate-600">
          On this machine the store&apos;s e-mails go to a local catcher instead of the customers. Set SMTP_URL to send
          them for real.
        </p>
      </header>
      {emails.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-5">No e-mails yet. Place an order to see one.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {emails.map((email) => (
            <li key={email.id} data-testid="caught-email">
              <Link
                href={`/dev/mail/${email.id}`}
                className="flex flex-wrap justify-between gap-2 p-4 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-700">{email.subject}</span>
                <span className="text-sm text-slate-600">
                  to {email.to.join(", ")} · {formatIndianDateTime(new Date(email.receivedAt))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
