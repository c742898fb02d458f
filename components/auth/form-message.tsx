import type { AuthMessage } from "./use-auth-submit";

/** An auth form's general message: announced at once when it is an error, politely otherwise. */
export function FormMessage({ message }: { message: AuthMessage }) {
  return (
    <p
      role={message.kind === "error" ? "alert" : "status"}
      className={`rounded-md p-3 text-sm ${message.kind === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"}`}
    >
      {message.text}
    </p>
  );
}
