import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { newClientAddress } from "@/test/support/call-route";
import { spendBudgetDownTo } from "@/test/support/rate-limits";
import { createUser } from "@/test/support/users-and-products";
import { POST as uploadPhoto } from "./photos/route";

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from("a photo")]);
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "return-photos-"));
  process.env.UPLOAD_DIR = directory;
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function upload(
  bytes: Buffer | string,
  { token, address = newClientAddress() }: { token?: string; address?: string },
) {
  const form = new FormData();
  form.set("photo", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], "photo.png"));
  const response = await uploadPhoto(
    new Request("http://store.test/api/order/returns/photos", {
      method: "POST",
      body: form,
      headers: { [CLIENT_ADDRESS_HEADER]: address, ...(token ? { token } : {}) },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, body: (await response.json()) as { path?: string; message: string } };
}

describe("POST /api/order/returns/photos", () => {
  it("stores a signed-in customer's image with the store's upload checks", async () => {
    const { token } = await createUser();
    const { status, body } = await upload(PNG, { token });
    expect(status).toBe(201);
    expect(body.path).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
  });

  it("refuses an anonymous caller, a file that is not an image, and an address over its budget, storing nothing", async () => {
    const { token } = await createUser();
    const before = await readdir(directory);
    expect((await upload(PNG, {})).status).toBe(401);
    expect((await upload("<svg><script>alert(1)</script></svg>", { token })).status).toBe(400);
    const address = newClientAddress();
    await spendBudgetDownTo("returnPhotoUpload", address, 0);
    expect((await upload(Buffer.concat([PNG, Buffer.from("other")]), { token, address })).status).toBe(429);
    expect(await readdir(directory)).toEqual(before);
  });
});
