/**
 * Things a test made that outlive its DOM and must be let go after it (tests/setup.ts runs them
 * after each test): a memory router listens to the window until it is disposed, so without this
 * every test's router, and what it holds, stays alive for the rest of the worker.
 */
const disposers = new Set<() => void>();

export function disposeAfterTest(dispose: () => void): void {
  disposers.add(dispose);
}

export function disposeAll(): void {
  for (const dispose of disposers) dispose();
  disposers.clear();
}
