import { useEffect, useSyncExternalStore } from 'react';
import { Api, balancePath } from './api';
import { takeEarlyData } from './api/early-calls';
import { onLive } from './live';
import { getUser } from './session';

/**
 * The member's balance on the dashboard, held for the cards that show it: the stand-in card the
 * dashboard shows before antd has arrived (pages/dashboard/home/placeholder.tsx) and the balance
 * card that takes its place. The figure read once shows in both, and a Withdraw or "How to earn
 * tokens" pressed on the stand-in opens its form once the card is there. Read when a card shows
 * it (again after 10 s), kept by the live pushes, held while the dashboard is shown, then forgotten.
 */
export type BalanceAction = 'withdraw' | 'how';

interface Held {
  memberId: string;
  balance: number | null;
  /** Date.now() of the last read sent. */
  readAt?: number;
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
  held = { ...held!, readAt: Date.now() };
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
    // The dashboard's frame holds it while the member is on the dashboard (keepBalance), through
    // the commits in which its cards change places. Once none holds it, it is forgotten (after the
    // commit's effects have run, in one go).
    if (listeners.size === 0)
      queueMicrotask(() => {
        if (listeners.size > 0) return;
        stopLive?.();
        stopLive = null;
        held = null;
      });
  };
}

/** Keeps the balance while the dashboard is shown (its frame calls it): answers the release. */
export function keepBalance(): () => void {
  return subscribe(() => undefined);
}

/**
 * What is held, seeded on the first look with the figure theme-boot.js read and painted before the
 * app ran: the first card shows it at its first render (no "Loading..." in between) and reads it
 * no second time.
 */
function heldFor(memberId: string): Held | null {
  // React asks on every render: the stored session is read only while nothing is held.
  if (!held) {
    const user = getUser();
    const early =
      user?.id === memberId ? takeEarlyData<{ balance: number }>(balancePath(memberId), user.token) : undefined;
    if (early) held = { memberId, balance: early.data.balance, readAt: early.at, action: null };
  }
  return held?.memberId === memberId ? held : null;
}

/** A card shown again within this long of the last read shows that figure without reading again. */
const FRESH_MS = 10_000;

/** The member's balance (null until read), read when a card showing it mounts. */
export function useBalance(memberId: string): number | null {
  const balance = useSyncExternalStore(subscribe, () => heldFor(memberId)?.balance ?? null);
  useEffect(() => {
    if (held?.memberId !== memberId || !held.readAt || Date.now() - held.readAt > FRESH_MS) readBalance(memberId);
  }, [memberId]);
  return balance;
}

/** The stand-in's Withdraw or "How to earn tokens" for the card to open, or null once it has. */
export function requestBalanceAction(memberId: string, action: BalanceAction | null): void {
  if (held?.memberId === memberId) change({ ...held, action });
}

/** What the stand-in asked for and waits for the card to open. */
export function useBalanceAction(memberId: string): BalanceAction | null {
  return useSyncExternalStore(subscribe, () => heldFor(memberId)?.action ?? null);
}
