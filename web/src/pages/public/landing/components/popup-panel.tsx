import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A small panel under a navbar button (the Login dropdown, the plus button's info): closes on
 * Escape and on a click outside. Hand-made so the landing page does not load a popup library.
 */
export function PopupPanel({
  open,
  onClose,
  label,
  children,
  width = 300,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
  width?: number;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    const onPointer = (event: PointerEvent) => {
      const anchor = panel.current?.parentElement;
      if (anchor && !anchor.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div ref={panel} role="dialog" aria-label={label} className="popup-panel" style={{ width }}>
      {children}
    </div>
  );
}
