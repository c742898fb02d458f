/**
 * The Grievance Officer an e-commerce seller must name (Consumer Protection (E-Commerce) Rules,
 * 2020, Rule 4(4) and 6(5)), from configuration (lib/env.ts). A public store refuses to start
 * without every detail; on this machine alone the missing ones are placeholders plainly marked
 * as such, so `npm start` needs no configuration.
 */

export interface GrievanceOfficer {
  name: string;
  designation: string;
  email: string;
  phone: string;
}

/** How long the officer has to acknowledge a complaint and to resolve it (Rule 4(5)). */
export const GRIEVANCE_TIMELINES = { acknowledge: "48 hours", resolve: "one month" } as const;

/** Placeholders for this machine alone, never for a public store. */
const LOCAL_GRIEVANCE_OFFICER: GrievanceOfficer = {
  name: "Grievance Officer (development placeholder)",
  designation: "Grievance Officer",
  email: "grievance@ganitplay.localhost",
  phone: "+91 00000 00000",
};

const VARIABLES = {
  name: "GRIEVANCE_OFFICER_NAME",
  designation: "GRIEVANCE_OFFICER_DESIGNATION",
  email: "GRIEVANCE_OFFICER_EMAIL",
  phone: "GRIEVANCE_OFFICER_PHONE",
} as const satisfies Record<keyof GrievanceOfficer, string>;

type GrievanceVariables = Partial<Record<(typeof VARIABLES)[keyof typeof VARIABLES], string>>;

/** The officer, and the variables a public store still lacks (none on this machine). */
export function grievanceOfficerConfig(
  raw: GrievanceVariables,
  isPublic: boolean,
): { officer: GrievanceOfficer; missing: string[] } {
  const fields = Object.keys(VARIABLES) as (keyof GrievanceOfficer)[];
  const missing = isPublic ? fields.map((field) => VARIABLES[field]).filter((variable) => !raw[variable]) : [];
  const value = (field: keyof GrievanceOfficer) => raw[VARIABLES[field]] ?? LOCAL_GRIEVANCE_OFFICER[field];
  return {
    officer: { name: value("name"), designation: value("designation"), email: value("email"), phone: value("phone") },
    missing,
  };
}
