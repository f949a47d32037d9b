// Work the first screen does not need (the service worker's registration, field data) waits for
// the window's load event and then for the browser's next idle time (src/shared/whenLoadedAndIdle.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from '@/shared/whenLoadedAndIdle';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A page in `readyState` whose idle callbacks are held, to be run when the test says. */
function page(readyState: DocumentReadyState) {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(readyState);
  const idle: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  const runIdle = () => {
    for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 10 });
  };
  return { idle, runIdle };
}

describe('whenLoadedAndIdle', () => {
  it('runs the task after the load event, in the next idle time', () => {
    const { idle, runIdle } = page('loading');
    const task = vi.fn();
    whenLoadedAndIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits only for idle time when the page has loaded already', () => {
    const { runIdle } = page('complete');
    const task = vi.fn();
    whenLoadedAndIdle(task);
    expect(task).not.toHaveBeenCalled();
    runIdle();
    expect(task).toHaveBeenCalledOnce();
  });
});
