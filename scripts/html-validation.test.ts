import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeErrors, errorsInReport, onStore, sitemapLocations, validateStorePages } from "./html-validation";

describe("sitemapLocations", () => {
  it("reads every <loc>, entities decoded", () => {
    const xml = `<urlset><url><loc>https://shop.example/</loc></url>
      <url><loc> https://shop.example/shop?category=a&amp;sort=new </loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(["https://shop.example/", "https://shop.example/shop?category=a&sort=new"]);
  });
});

describe("onStore", () => {
  it("moves a public address to the store being checked, keeping path and query", () => {
    expect(onStore("https://ganitplay.in/blog/post?x=1", "http://127.0.0.1:4000")).toBe(
      "http://127.0.0.1:4000/blog/post?x=1",
    );
  });
});

describe("errorsInReport", () => {
  it("keeps errors and checker failures, names each page by its URL", () => {
    const report = JSON.stringify({
      messages: [
        { type: "error", url: "file:/tmp/v/page-1.html", lastLine: 7, message: "Bad sizes." },
        { type: "info", subType: "warning", url: "file:/tmp/v/page-0.html", message: "A warning." },
        { type: "non-document-error", subType: "io", message: "Cannot read." },
      ],
    });
    const pages = ["http://s/a", "http://s/b"];
    expect(errorsInReport(report, (file) => pages[Number(/\d+/.exec(file)![0])]!)).toEqual([
      { url: "http://s/b", line: 7, message: "Bad sizes." },
      { url: "(the checker)", line: null, message: "Cannot read." },
    ]);
  });
});

describe("describeErrors", () => {
  it("prints page, line and message, then the totals", () => {
    const errors = [
      { url: "http://s/a", line: 3, message: "One." },
      { url: "http://s/a", line: null, message: "Two." },
    ];
    expect(describeErrors(["http://s/a", "http://s/b"], errors)).toBe(
      "http://s/a:3: One.\nhttp://s/a: Two.\n2 pages checked: 2 errors on 1 pages.",
    );
  });
});

describe("validateStorePages", () => {
  // A store of two pages, one invalid, behind robots.txt → sitemap index → sitemap.
  let server: Server;
  let store: string;
  beforeAll(async () => {
    const pages: Record<string, string> = {
      "/robots.txt": "User-Agent: *\nSitemap: https://public.example/sitemap-index.xml\n",
      "/sitemap-index.xml":
        "<sitemapindex><sitemap><loc>https://public.example/sitemap.xml</loc></sitemap></sitemapindex>",
      "/sitemap.xml":
        "<urlset><url><loc>https://public.example/good</loc></url><url><loc>https://public.example/bad</loc></url></urlset>",
      "/good": '<!DOCTYPE html><html lang="en"><head><title>Good</title></head><body><p>Fine</p></body></html>',
      "/bad":
        '<!DOCTYPE html><html lang="en"><head><title>Bad</title></head><body><div aria-label="x">No</div></body></html>',
    };
    server = createServer((request, response) => {
      const body = pages[request.url ?? ""];
      response.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    store = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("follows robots.txt and the sitemap index, and reports the invalid page only", async () => {
    const { pages, errors } = await validateStorePages(store);
    expect(pages).toEqual([`${store}/good`, `${store}/bad`]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ url: `${store}/bad`, line: 1 });
    expect(errors[0]!.message).toContain("aria-label");
  });
});
