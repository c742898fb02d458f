import { toast } from "sonner";

/** App-wide toasts with the durations of SPEC §9: success and info 3 s, errors 4 s. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  info: (message: string) => toast.info(message, { duration: 3000 }),
  error: (message: string) => toast.error(message, { duration: 4000 }),
};
