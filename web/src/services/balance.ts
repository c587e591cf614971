import { useEffect, useSyncExternalStore } from 'react';
import { Api } from './api';
import { onLive } from './live';

/**
 * The member's balance on the dashboard, held for the cards that show it: the stand-in card the
 * dashboard shows before antd has arrived (pages/dashboard/home/placeholder.tsx) and the balance
 * card that takes its place. The figure read once shows in both, and a Withdraw or "How to earn
 * tokens" pressed on the stand-in opens its form once the card is there. Read when a card first
 * shows it, kept by the live pushes while one does, forgotten once none has for a moment (the next
 * visit reads it again).
 */
export type BalanceAction = 'withdraw' | 'how';

interface Held {
  memberId: string;
  balance: number | null;
  /** Pressed on the stand-in, for the card to open. */
  action: BalanceAction | null;
}

let held: Held | null = null;
const listeners = new Set<() => void>();
let reads = 0;
let stopLive: (() => void) | null = null;

function change(next: Held | null): void {
  held = next;
  listeners.forEach((listener) => listener());
}

/** The read under way, if any: the dashboard's frame waits for it before it loads antd. */
let reading: Promise<void> = Promise.resolve();

/** Reads the member's balance (again): after a withdrawal, which the server does not push. */
export function readBalance(memberId: string): void {
  if (held?.memberId !== memberId) change({ memberId, balance: null, action: null });
  const read = ++reads;
  reading = Api.balance(memberId).then(
    (answer) => {
      if (read === reads && held?.memberId === memberId) change({ ...held, balance: answer.balance });
    },
    () => undefined,
  );
}

/** Settles once the balance read under way (if any) has been answered and shown. */
export function balanceRead(): Promise<void> {
  return reading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  stopLive ??= onLive('balance', (update) => held && change({ ...held, balance: update.balance }));
  return () => {
    listeners.delete(listener);
    // The stand-in leaves as the card arrives, in one commit whose effects run in one go: what it
    // held stays for the card. Any other last leave forgets it once those effects have run.
    if (listeners.size === 0)
      queueMicrotask(() => {
        if (listeners.size > 0) return;
        stopLive?.();
        stopLive = null;
        held = null;
      });
  };
}

/** The member's balance (null until read), read when the first card showing it mounts. */
export function useBalance(memberId: string): number | null {
  const balance = useSyncExternalStore(subscribe, () => (held?.memberId === memberId ? held.balance : null));
  useEffect(() => {
    if (held?.memberId !== memberId) readBalance(memberId);
  }, [memberId]);
  return balance;
}

/** The stand-in's Withdraw or "How to earn tokens" for the card to open, or null once it has. */
export function requestBalanceAction(memberId: string, action: BalanceAction | null): void {
  if (held?.memberId === memberId) change({ ...held, action });
}

/** What the stand-in asked for and waits for the card to open. */
export function useBalanceAction(memberId: string): BalanceAction | null {
  return useSyncExternalStore(subscribe, () => (held?.memberId === memberId ? held.action : null));
}
