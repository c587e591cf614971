import { CONTENT_LIST_LIMIT, CONTENT_VIEW_MIN_SECONDS, DAILY_VIEWS_GOAL, WALLET_MSG } from '@earnwave/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Api, ApiError, type ContentItem } from '../../../../services/api';
import { toast } from '../../../../services/toast';

/** Spec 9: 12 slots, a view counts after 10 s, the list is read 50 at a time. */
export const SLOT_COUNT = DAILY_VIEWS_GOAL;
export const VIEW_MS = CONTENT_VIEW_MIN_SECONDS * 1000;
export const TICK_MS = 250;
export const LIMIT_TOAST_KEY = 'view-limit';

export interface Slot {
  item: ContentItem;
  /** Milliseconds viewed while the page was active. */
  viewedMs: number;
  /** When `viewedMs` was last brought up to date (Date.now()). */
  since: number;
  /** Videos count once they end (and 10 s have passed); images after 10 s. */
  ended: boolean;
  counting: boolean;
}

/** Errors after which an item is dropped (and its slot refilled) rather than retried. */
const DROP = new Set<string>([WALLET_MSG.viewAlreadyCounted, WALLET_MSG.contentUnknown, WALLET_MSG.contentNotHanded]);

/**
 * The content viewer's state (spec 4): 12 slots play, each counts after 10 s of active viewing (a
 * video when it also ended), the counted item's slot takes the next one, more content is read when
 * fewer than 12 remain queued, and `onCounted` runs after each counted view (the page refetches
 * its daily figures). A limit error shows the server's message as a warning toast, one at a time,
 * and stops counting.
 */
export function useContentViewer(memberId: string, active: boolean, onCounted: () => void) {
  const [slots, setSlots] = useState<(Slot | null)[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [stopped, setStopped] = useState(false);
  // The slots live in a ref that every change reads and writes synchronously; the state mirrors
  // it for rendering. (A timer's functional state updates may run later, or twice in StrictMode.)
  const current = useRef<(Slot | null)[]>([]);
  const queue = useRef<ContentItem[]>([]);
  const known = useRef(new Set<string>());
  const fetching = useRef(false);

  const commit = useCallback((next: (Slot | null)[]) => {
    current.current = next;
    setSlots(next);
  }, []);

  const refill = useCallback(async () => {
    if (fetching.current) return;
    fetching.current = true;
    try {
      const items = await Api.contents(memberId, CONTENT_LIST_LIMIT);
      for (const item of items) {
        if (known.current.has(item.id)) continue;
        known.current.add(item.id);
        queue.current.push(item);
      }
      const next = current.current.length ? [...current.current] : Array<Slot | null>(SLOT_COUNT).fill(null);
      for (let index = 0; index < SLOT_COUNT; index++) {
        if (!next[index] && queue.current.length) next[index] = fresh(queue.current.shift()!);
      }
      commit(next);
    } catch {
      // the viewer keeps what it has; the next counted view tries again
    } finally {
      fetching.current = false;
      setLoaded(true);
    }
  }, [memberId, commit]);

  useEffect(() => {
    void refill();
  }, [refill]);

  const update = useCallback(
    (id: string, change: (slot: Slot) => Slot | null) =>
      commit(current.current.map((slot) => (slot && slot.item.id === id ? change(slot) : slot))),
    [commit],
  );

  /** The counted item's slot takes the next queued item; the queue is topped up below 12. */
  const advance = useCallback(
    (id: string) => {
      update(id, () => (queue.current.length ? fresh(queue.current.shift()!) : null));
      if (queue.current.length < SLOT_COUNT) void refill();
    },
    [update, refill],
  );

  const count = useCallback(
    async (slot: Slot) => {
      try {
        await Api.countView(memberId, slot.item.id);
        advance(slot.item.id);
        onCounted();
      } catch (error) {
        const message = error instanceof ApiError ? error.message : String(error);
        if (error instanceof ApiError && DROP.has(message)) {
          advance(slot.item.id);
        } else if (error instanceof ApiError && message === WALLET_MSG.viewTooEarly) {
          // The server's clock disagrees by a moment: try again shortly.
          update(slot.item.id, (s) => ({ ...s, counting: false, viewedMs: VIEW_MS - 2000, since: Date.now() }));
        } else {
          if (error instanceof ApiError && error.status === 422) setStopped(true);
          toast.once('warning', LIMIT_TOAST_KEY, message);
          update(slot.item.id, (s) => ({ ...s, counting: false }));
        }
      }
    },
    [memberId, advance, update, onCounted],
  );

  // One clock for every slot: it runs only while the page is active and counting is allowed.
  // Each tick adds the time that really passed since the slot's last tick (or since the page became
  // active, or the slot was filled), not a tick's nominal 250 ms: a browser fires a late tick's
  // successor early, and a slot filled between ticks would gain a whole tick, so tick counts ran
  // ahead of the server's clock and it refused the view as too early.
  useEffect(() => {
    if (!active || stopped) return;
    const resumed = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const ready: Slot[] = [];
      const next = current.current.map((slot) => {
        if (!slot || slot.counting) return slot;
        const viewedMs = slot.viewedMs + Math.max(0, now - Math.max(slot.since, resumed));
        const done = viewedMs >= VIEW_MS && (slot.item.type === 'image' || slot.ended);
        const ticked = { ...slot, viewedMs, since: now, counting: done };
        if (done) ready.push(ticked);
        return ticked;
      });
      commit(next);
      for (const slot of ready) void count(slot);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [active, stopped, count, commit]);

  const markEnded = useCallback((id: string) => update(id, (slot) => ({ ...slot, ended: true })), [update]);
  const resumeCounting = useCallback(() => setStopped(false), []);

  return { slots, loaded, stopped, markEnded, resumeCounting };
}

function fresh(item: ContentItem): Slot {
  return { item, viewedMs: 0, since: Date.now(), ended: false, counting: false };
}
