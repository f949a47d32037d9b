// Work the first screen does not need (the service worker's registration, field data) waits for
// the window's load event and then for the browser's next idle time (src/shared/whenLoadedAndIdle.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenLoadedAndIdle } from '@/shared/whenLoadedAndIdle';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('whenLoadedAndIdle', () => {
  it('runs the task after the load event, in the next idle time', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const task = vi.fn();
    whenLoadedAndIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(task).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });

  it('waits only for idle time when the page has loaded already', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const task = vi.fn();
    whenLoadedAndIdle(task);
    expect(task).not.toHaveBeenCalled();
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    expect(task).toHaveBeenCalledOnce();
  });
});
