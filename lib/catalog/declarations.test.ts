import { afterEach, describe, expect, it, vi } from "vitest";
import { productFormSchema } from "../validation/admin-product";
import { listProductsForAdmin } from "./admin-product-list";
import { createProduct, updateProduct } from "./admin-products";
import { missingDeclarations } from "./declarations";
import { findProduct } from "./product-reads";
import { productFormFields } from "@/test/support/product-form";
import { testProduct } from "@/test/support/product";

const form = (name: string, declarations: Record<string, string>) =>
  productFormSchema.parse(
    productFormFields({
      name,
      category: "Geometry",
      price: "1499",
      stockQuantity: "3",
      dimensions: "20cm x 20cm x 3cm",
      ...declarations,
    }),
  );

/** A fresh copy of the module, reading the store's contact details from the stubbed environment. */
async function loadDeclarations() {
  vi.resetModules();
  return import("./declarations");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("listing declarations", () => {
  it("are saved from the admin form and read back with the product", async () => {
    const imported = {
      declarantRole: "IMPORTER",
      declarantName: "Shapes Trading Co.",
      declarantAddress: "12 Park Street, Kolkata 700016",
      countryOfOrigin: "Germany",
      consumerCare: "Shapes Trading Co., 12 Park Street, Kolkata 700016, +91 33 0000 0000, care@shapes.example",
    };
    const id = await createProduct(form(`Prism Puzzle ${Date.now()}`, imported), []);
    expect((await findProduct(id, "en"))?.declarations).toEqual({
      ...imported,
      netQuantity: "1 set (54 cards)",
      isToy: true,
      bisStandard: "IS 9873 (Part 1)",
      bisLicence: "CM/L-1234567890",
    });

    // Back to the store's own make: the stored maker and care details are cleared, not kept.
    await updateProduct(id, form("Prism Puzzle", { bisLicence: "" }), []);
    expect((await findProduct(id, "en"))?.declarations).toMatchObject({
      declarantRole: "MANUFACTURER",
      declarantName: null,
      declarantAddress: null,
      consumerCare: null,
      bisLicence: null,
    });
    const listed = (await listProductsForAdmin({ search: "Prism Puzzle" })).find((row) => row.id === id);
    expect(listed?.missingDeclarations).toEqual(["BIS licence"]);
  });

  it("name what a listing still lacks: a product from before declarations lacks all, a non-toy no licence", () => {
    const declared = testProduct().declarations;
    const undeclared = { ...declared, countryOfOrigin: null, netQuantity: null, bisStandard: null };
    expect(missingDeclarations(undeclared)).toEqual([
      "country of origin",
      "net quantity",
      "BIS standard",
      "BIS licence",
    ]);
    expect(missingDeclarations({ ...declared, isToy: false })).toEqual([]);
    expect(missingDeclarations({ ...declared, bisLicence: "CM/L-1234567890" })).toEqual([]);
  });

  it("name the store, from configuration, when the product names no one else", async () => {
    vi.stubEnv("NEXT_PUBLIC_STORE_ADDRESS", "Plot 7, Industrial Area, Jodhpur 342003");
    vi.stubEnv("NEXT_PUBLIC_STORE_PHONES", "+91 291 000 0000,+91 291 000 0001");
    vi.stubEnv("NEXT_PUBLIC_STORE_EMAIL", "care@ganitplay.test");
    const { listingDeclarations } = await loadDeclarations();
    expect(listingDeclarations(testProduct({ price: 149_900, dimensions: "15cm x 10cm x 4cm" }))).toEqual({
      declarantRole: "MANUFACTURER",
      declarantName: "GanitPlay",
      declarantAddress: "Plot 7, Industrial Area, Jodhpur 342003",
      countryOfOrigin: "India",
      netQuantity: "1 set (66 cards)",
      mrp: 149_900,
      consumerCare: {
        storeReach: ["Plot 7, Industrial Area, Jodhpur 342003", "+91 291 000 0000", "care@ganitplay.test"],
      },
      dimensions: "15cm x 10cm x 4cm",
      toyCertification: "not-declared",
    });
  });

  it("invent nothing the store has not configured, and certify a toy only with its licence", async () => {
    vi.stubEnv("NEXT_PUBLIC_STORE_ADDRESS", "");
    vi.stubEnv("NEXT_PUBLIC_STORE_PHONES", "");
    vi.stubEnv("NEXT_PUBLIC_STORE_EMAIL", "");
    const { listingDeclarations } = await loadDeclarations();
    const declarations = testProduct().declarations;
    expect(listingDeclarations(testProduct())).toMatchObject({ declarantAddress: null, consumerCare: null });
    const licensed = testProduct({ declarations: { ...declarations, bisLicence: "CM/L-1234567890" } });
    expect(listingDeclarations(licensed).toyCertification).toEqual({
      standard: "IS 9873 (Part 1)",
      licence: "CM/L-1234567890",
    });
    const notAToy = testProduct({ declarations: { ...declarations, isToy: false } });
    expect(listingDeclarations(notAToy).toyCertification).toBeNull();
  });

  it("give the role as its code and the declared values as stored, for the page to word in its language", async () => {
    const { listingDeclarations } = await loadDeclarations();
    const declarations = {
      ...testProduct().declarations,
      declarantRole: "PACKER" as const,
      declarantName: "शेप्स ट्रेडिंग कंपनी",
      declarantAddress: "12 पार्क स्ट्रीट, कोलकाता 700016",
      consumerCare: "Shapes Trading Co., care@shapes.example",
    };
    expect(listingDeclarations(testProduct({ declarations }))).toMatchObject({
      declarantRole: "PACKER",
      declarantName: "शेप्स ट्रेडिंग कंपनी",
      declarantAddress: "12 पार्क स्ट्रीट, कोलकाता 700016",
      consumerCare: { declared: "Shapes Trading Co., care@shapes.example" },
    });
  });
});
