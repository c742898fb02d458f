"use client";

import { pageErrorTitled } from "@/components/layout/page-error";

/** The blog that could not be read: SPEC §8's words and a retry. */
export default pageErrorTitled("Failed to fetch blogs");
