/**
 * The shopper's business or school profile through /api/user/business (GST invoices with its
 * GSTIN); the answer's schema (and zod) is imported with the first call, not with the page.
 */
import type { BusinessBuyer } from "../business/business-buyer";
import type { ApiRequest } from "./api";
import { callAsShopper } from "./session-api";

export type BusinessProfile = BusinessBuyer;

async function callBusiness(request: Omit<ApiRequest, "token">): Promise<BusinessProfile | null> {
  const { businessProfileResponse } = await import("../wire/business");
  return (await callAsShopper("/api/user/business", businessProfileResponse, request)).business;
}

export const fetchBusinessProfile = () => callBusiness({ method: "GET" });

/** Saves the profile; answers it as the server keeps it (GSTIN in capitals, the state as the GST table names it). */
export const saveBusinessProfile = async (profile: BusinessProfile) =>
  (await callBusiness({ method: "PUT", body: profile }))!;

export const removeBusinessProfile = () => callBusiness({ method: "DELETE" });
