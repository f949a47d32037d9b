import { useState } from 'react';

/** Runs one staff action; `key` marks the button that is busy while it runs. */
export type Act = (key: string, action: () => Promise<unknown>) => Promise<void>;

export interface StaffAct {
  act: Act;
  /** The key of the action under way, if any. */
  pending: string | null;
  /** An action is under way: every action button waits for it. */
  busy: boolean;
}

/** One staff action at a time: what the stages' hooks run their calls through. */
export function useStaffAct(): StaffAct {
  const [pending, setPending] = useState<string | null>(null);

  async function act(key: string, action: () => Promise<unknown>) {
    setPending(key);
    try {
      await action();
    } finally {
      setPending(null);
    }
  }

  return { act, pending, busy: pending !== null };
}
