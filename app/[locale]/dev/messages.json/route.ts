import { fromLoopbackPeer } from "@/lib/http/client-address";
import { fail } from "@/lib/http/responses";
import { hasSimulators, listSimulatedMessages } from "@/lib/messaging/simulated";

export const dynamic = "force-dynamic";

// GET /dev/messages.json – what the WhatsApp and SMS simulators received, newest first; loopback only
export async function GET(request: Request) {
  if (!fromLoopbackPeer(request.headers) || !hasSimulators()) return fail(404, "Not found");
  const messages = await listSimulatedMessages();
  return Response.json(
    messages.map(({ channel, to, template, language, text, buttons, status, at }) => ({
      channel,
      to,
      template,
      language,
      text,
      buttons,
      status,
      at,
    })),
    { headers: { "Cache-Control": "no-store" } },
  );
}
