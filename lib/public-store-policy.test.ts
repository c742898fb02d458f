import { describe, expect, it } from "vitest";
import { isLoopbackUrl } from "./public-store-policy";

describe("isLoopbackUrl", () => {
  it("tells loopback addresses from public ones", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1", "http://127.8.9.10:80", "http://[::1]:3000"]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of ["https://shop.example.in", "http://10.0.0.5", "http://127.0.0.1.example.in", "http://0.0.0.0"]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});
