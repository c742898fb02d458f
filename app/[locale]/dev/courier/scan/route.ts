import { z } from "zod";
import { fromLoopbackPeer } from "@/lib/http/client-address";
import { fail } from "@/lib/http/responses";
import { hasCourierSimulator, SCAN_EVENTS, sendSimulatedScan } from "@/lib/shipping/simulated";
import { text } from "@/lib/validation/text";

const scanSchema = z.object({
  awb: text().regex(/^\d{6,20}$/),
  event: z.enum(SCAN_EVENTS),
  reason: text().trim().max(200).optional(),
});

// POST /dev/courier/scan – the tester scans a parcel as its courier (a form of /dev/courier); loopback only
export async function POST(request: Request) {
  if (!fromLoopbackPeer(request.headers) || !hasCourierSimulator()) return fail(404, "Not found");
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = scanSchema.safeParse(form);
  if (!parsed.success) return fail(400, "A scan needs the parcel's AWB and one of the simulator's events");
  const refused = await sendSimulatedScan(parsed.data.awb, parsed.data.event, parsed.data.reason);
  if (refused) return fail(409, refused);
  return new Response(null, { status: 303, headers: { Location: "/dev/courier" } });
}
