import { useEffect, useState } from 'react';

const TYPE_MS = 110;
const HOLD_MS = 1600;

/**
 * The rotating typed headline (spec 1): each word is typed, held, erased, then the next. It starts
 * with the first word whole, as the page's first paint (index.html) shows it.
 */
export function TypedHeadline({ words }: { words: readonly string[] }) {
  const [index, setIndex] = useState(0);
  const [length, setLength] = useState(words[0].length);
  const [erasing, setErasing] = useState(false);
  const word = words[index % words.length];

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      const timer = setTimeout(() => setIndex((i) => i + 1), HOLD_MS * 2);
      setLength(word.length);
      return () => clearTimeout(timer);
    }
    let delay = erasing ? TYPE_MS / 2 : TYPE_MS;
    if (!erasing && length === word.length) delay = HOLD_MS;
    const timer = setTimeout(() => {
      if (!erasing && length === word.length) setErasing(true);
      else if (erasing && length === 0) {
        setErasing(false);
        setIndex((i) => i + 1);
      } else setLength((l) => l + (erasing ? -1 : 1));
    }, delay);
    return () => clearTimeout(timer);
  }, [length, erasing, word]);

  return (
    <span className="typed-word" data-testid="typed-word">
      {word.slice(0, length)}
    </span>
  );
}
