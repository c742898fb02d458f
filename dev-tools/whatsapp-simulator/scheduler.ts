import { log } from "../../lib/log";

/** Timers the simulator can cancel all at once when it closes, so no webhook outlives it. */
export function createScheduler() {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  function after(delayMs: number, task: () => unknown) {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      Promise.resolve()
        .then(task)
        .catch((failure: unknown) => log.error("whatsapp_simulator_task_failed", { error: failure }));
    }, delayMs);
    timers.add(timer);
  }

  function close() {
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  }

  return { after, close, isClosed: () => closed };
}

export type Scheduler = ReturnType<typeof createScheduler>;
