import { z } from "zod";
import { fromLoopbackPeer } from "@/lib/http/client-address";
import { fail } from "@/lib/http/responses";
import { hasSimulators, replyAsCustomer } from "@/lib/messaging/simulated";
import { text } from "@/lib/validation/text";

const replySchema = z.union([
  z.object({ from: text().regex(/^\d{12}$/), text: text().trim().min(1).max(4096) }),
  z.object({
    from: text().regex(/^\d{12}$/),
    payload: text().min(1).max(256),
    buttonText: text().min(1).max(256),
    contextId: text().max(200).optional(),
  }),
]);

// POST /dev/messages/reply – the tester answers as the customer (a form of /dev/messages); loopback only
export async function POST(request: Request) {
  if (!fromLoopbackPeer(request.headers) || !hasSimulators()) return fail(404, "Not found");
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = replySchema.safeParse(form);
  if (!parsed.success) return fail(400, "A reply needs the customer's number and a text or a button");
  const reply = parsed.data;
  await replyAsCustomer(
    "text" in reply
      ? { from: reply.from, text: reply.text }
      : { from: reply.from, button: { payload: reply.payload, text: reply.buttonText }, contextId: reply.contextId },
  );
  return new Response(null, { status: 303, headers: { Location: "/dev/messages" } });
}
