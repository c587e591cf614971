import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 9: playback stops and asks 'Are you still viewing this page?' after 300 s without activity. */
export const INACTIVITY_MS = 300_000;
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** True once `timeoutMs` pass without the user touching the page; `resume` is the prompt's Yes. */
export function useIdle(enabled: boolean, timeoutMs = INACTIVITY_MS): { idle: boolean; resume: () => void } {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const arm = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), timeoutMs);
  }, [timeoutMs]);

  useEffect(() => {
    if (!enabled || idle) return;
    arm();
    const onActivity = () => arm();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      clearTimeout(timer.current);
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, [enabled, idle, arm]);

  const resume = useCallback(() => setIdle(false), []);
  return { idle, resume };
}

/** Paused while the window has lost focus or the tab is hidden (spec 4). */
export function useWindowFocus(): boolean {
  const [focused, setFocused] = useState(true);
  useEffect(() => {
    const blur = () => setFocused(false);
    const focus = () => setFocused(true);
    const visibility = () => setFocused(document.visibilityState !== 'hidden');
    window.addEventListener('blur', blur);
    window.addEventListener('focus', focus);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('blur', blur);
      window.removeEventListener('focus', focus);
      document.removeEventListener('visibilitychange', visibility);
    };
  }, []);
  return focused;
}
