/**
 * Resolves in a new task, so the browser can paint and handle input in between: the start-up is cut into steps, none
 * long enough to hold up a tap (Long Tasks over 50 ms on a phone).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
