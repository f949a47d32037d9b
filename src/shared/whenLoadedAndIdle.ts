/**
 * Runs `task` once the window has loaded and the browser is next idle: for work the first screen
 * does not need (the service worker's registration, field data), so it never shares the main
 * thread with the first screen's own rendering. Safari has no requestIdleCallback; a task after
 * load is the next best moment there.
 */
export function whenLoadedAndIdle(task: () => void): void {
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
    else setTimeout(task, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
