/**
 * PDFs the API sends the signed-in shopper (a tax invoice, a proforma invoice): fetched with the
 * token, which is no cookie, so a plain link could not carry it; then saved under a chosen name.
 */
import { ApiError, NETWORK_ERROR_MESSAGE } from "./api-errors";
import { sessionStore } from "./session";

/** The PDF at `path`; a 404 throws `notFound`, any other failure `failed`. */
export async function fetchShopperPdf(
  path: string,
  notFound = "Not found",
  failed = "Could not download the document",
): Promise<Blob> {
  const { token } = sessionStore.get();
  if (!token) throw new ApiError("No authentication token available", 401);
  let response: Response;
  try {
    response = await fetch(path, { headers: { token, Authorization: `Bearer ${token}` }, cache: "no-store" });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) throw new ApiError(response.status === 404 ? notFound : failed, response.status);
  return response.blob();
}

/** Saves `blob` as `filename` through a temporary link. */
export function savePdf(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // Let the download start before the address is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A document number as a file name: "GP-PF/2026-27/000001" → "GP-PF-2026-27-000001". */
export const fileSafe = (documentNumber: string) => documentNumber.replaceAll("/", "-");
