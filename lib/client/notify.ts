import { toast } from "sonner";

/** App-wide toasts with the durations of SPEC §9: success and info 3 s, errors 4 s. */
export const notify = {
  success: (message: string) => toast.success(message, { duration: 3000 }),
  info: (message: string) => toast.info(message, { duration: 3000 }),
  /** An `id` makes repeats update one toast instead of stacking copies. */
  error: (message: string, id?: string) => toast.error(message, { duration: 4000, id }),
};
