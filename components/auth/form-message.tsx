"use client";

import { useFieldError } from "@/components/forms/use-field-error";
import type { AuthMessage } from "./use-auth-submit";

/** An auth form's general message: announced at once when it is an error, politely otherwise. */
export function FormMessage({ message }: { message: AuthMessage }) {
  // The API's known answers ("Invalid email/phone or password") in the page's language.
  const translate = useFieldError();
  return (
    <p
      role={message.kind === "error" ? "alert" : "status"}
      className={`rounded-md p-3 text-sm ${message.kind === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
    >
      {translate(message.text)}
    </p>
  );
}
