import { describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { db } from "@/lib/db";
import { GET as active } from "./active/route";

describe("GET /api/sliders/active", () => {
  it("returns active banners in order and leaves inactive ones out", async () => {
    const run = Date.now();
    await db().slider.createMany({
      data: [
        { id: `later-${run}`, title: "Later", image: "/b.svg", position: -1, active: true },
        { id: `first-${run}`, title: "First", image: "/a.svg", position: -2, active: true },
        { id: `hidden-${run}`, title: "Hidden", image: "/c.svg", position: -3, active: false },
      ],
    });
    const { status, body } = await callRoute(active, { method: "GET" });
    expect(status).toBe(200);
    const ids = body.sliders.map((slider: { _id: string }) => slider._id);
    expect(ids.slice(0, 2)).toEqual([`first-${run}`, `later-${run}`]);
    expect(ids).not.toContain(`hidden-${run}`);
    expect(body.sliders[0]).toMatchObject({ title: "First", image: "/a.svg", order: -2, active: true });
  });
});
