import { Link } from "@/lib/i18n/navigation";
import type { ButtonHTMLAttributes, ComponentProps, Ref } from "react";
import { buttonClass, type ButtonStyle } from "./button-styles";

type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

/** A button in one of the store's variants; `type` is "button" unless it submits a form. */
export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A link that looks like a button (it navigates, so it stays a link for assistive technology). */
export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
