import Link from "next/link";
import { notFound } from "next/navigation";
import { formatIndianDateTime } from "@/lib/dates";
import { getCaughtEmail } from "@/lib/mail/caught";

/** One caught e-mail: its HTML (in a sandboxed frame, no scripts) and its plain text. */
export default async function CaughtEmailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const email = await getCaughtEmail(id);
  if (!email) notFound();
  return (
    <>
      <Link href="/dev/mail" className="font-semibold text-brand-700 hover:underline">
        ← All caught e-mails
      </Link>
      <header>
        <h1 className="text-2xl font-bold text-slate-900" data-testid="caught-subject">
          {email.subject}
        </h1>
        <p className="text-slate-600">
          From {email.from} to {email.to.join(", ")} · {formatIndianDateTime(new Date(email.receivedAt))}
        </p>
      </header>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">HTML</h2>
        <iframe
          title="The e-mail as HTML"
          srcDoc={email.html}
          sandbox=""
          className="h-[48rem] w-full rounded-xl border border-slate-200 bg-white"
        />
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Plain text</h2>
        <pre
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white p-4 text-sm whitespace-pre-wrap"
          data-testid="caught-text"
        >
          {email.text}
        </pre>
      </section>
    </>
  );
}
