import { Button, Col, Empty, Modal, Progress, Row, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { TEXT } from '../../../../texts';
import { useContentViewer, VIEW_MS, type Slot } from './use-content-viewer';
import { useIdle, useWindowFocus } from './use-idle';
import { CONTENT_VIEWS_TEXT } from '../../../../texts/dashboard';

const mediaUrl = (filename: string) => (filename.startsWith('/') ? filename : `/${filename}`);

/**
 * The content viewer (spec 4): 12 slots that play by themselves, paused when the window loses
 * focus and after 300 s without activity (with the 'Are you still viewing this page?' prompt), a
 * leave-page warning, and a larger view in a modal with its own idle prompt.
 */
export function ContentViewer({ memberId, onCounted }: { memberId: string; onCounted: () => void }) {
  const focused = useWindowFocus();
  const [opened, setOpened] = useState<Slot | null>(null);
  // Where the larger view was opened from: the slot's place, which outlives the content in it.
  const openedAt = useRef(0);
  const viewer = useRef<HTMLDivElement>(null);
  const page = useIdle(true);
  const modal = useIdle(opened !== null);
  const active = focused && !page.idle && !modal.idle;
  const { slots, loaded, stopped, markEnded } = useContentViewer(memberId, active, onCounted);
  const viewing = slots.some(Boolean) && !stopped;

  // The leave-page warning: the browser's own prompt on unload, a confirmation inside the app.
  useEffect(() => {
    if (!viewing) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [viewing]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => viewing && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(TEXT.leavePage)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  if (!loaded) return <Typography.Paragraph>{TEXT.loadingImpressions}</Typography.Paragraph>;
  if (!slots.some(Boolean)) return <Empty description={CONTENT_VIEWS_TEXT.nothingToView} />;

  return (
    <>
      <Typography.Paragraph type="secondary" aria-live="polite">
        {stopped ? CONTENT_VIEWS_TEXT.countingStopped : active ? TEXT.viewCountsAfter : CONTENT_VIEWS_TEXT.paused}
      </Typography.Paragraph>
      <Row gutter={[12, 12]} data-testid="content-viewer" ref={viewer}>
        {slots.map((slot, index) => (
          <Col xs={12} sm={8} lg={6} xxl={4} key={slot?.item.id ?? `empty-${index}`}>
            {slot ? (
              <ContentSlot
                slot={slot}
                playing={active}
                onEnded={markEnded}
                onOpen={() => {
                  openedAt.current = index;
                  setOpened(slot);
                }}
              />
            ) : (
              <div className="content-slot" aria-hidden="true" />
            )}
          </Col>
        ))}
      </Row>
      <Modal
        open={opened !== null}
        onCancel={() => setOpened(null)}
        footer={null}
        width={820}
        title={CONTENT_VIEWS_TEXT.viewing}
        destroyOnHidden
        afterClose={() => {
          // The modal gives the focus back to the button that opened it, unless that slot moved on to
          // new content meanwhile (its button went with it): then to the button in the slot's place.
          if (document.activeElement && document.activeElement !== document.body) return;
          viewer.current?.querySelectorAll<HTMLButtonElement>('.slot-open')[openedAt.current]?.focus();
        }}
      >
        {opened && <Media slot={opened} playing={active} onEnded={markEnded} large />}
      </Modal>
      <Modal
        open={page.idle || modal.idle}
        closable={false}
        mask={{ closable: false }}
        footer={
          <Button
            type="primary"
            autoFocus
            onClick={() => {
              page.resume();
              modal.resume();
            }}
          >
            {CONTENT_VIEWS_TEXT.yes}
          </Button>
        }
        title={TEXT.stillViewing}
      >
        <Typography.Paragraph>{CONTENT_VIEWS_TEXT.pausedUntilConfirmed}</Typography.Paragraph>
      </Modal>
    </>
  );
}

function ContentSlot({
  slot,
  playing,
  onEnded,
  onOpen,
}: {
  slot: Slot;
  playing: boolean;
  onEnded: (id: string) => void;
  onOpen: () => void;
}) {
  const percent = Math.min(100, Math.round((slot.viewedMs / VIEW_MS) * 100));
  return (
    <div className="content-slot" data-testid="content-slot" data-content-id={slot.item.id}>
      <Media slot={slot} playing={playing} onEnded={onEnded} />
      <button
        type="button"
        className="slot-open"
        onClick={onOpen}
        aria-label={CONTENT_VIEWS_TEXT.openLarger(slot.item.type)}
      />
      <Progress
        className="slot-progress"
        aria-label={CONTENT_VIEWS_TEXT.timeViewed(slot.item.type)}
        percent={percent}
        showInfo={false}
        size="small"
        status={slot.counting ? 'active' : 'normal'}
      />
    </div>
  );
}

function Media({
  slot,
  playing,
  onEnded,
  large,
}: {
  slot: Slot;
  playing: boolean;
  onEnded: (id: string) => void;
  large?: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (playing && !element.ended) element.play?.()?.catch(() => undefined);
    else element.pause?.();
  }, [playing]);
  const ended = useCallback(() => onEnded(slot.item.id), [onEnded, slot.item.id]);
  const style = large ? { width: '100%', maxHeight: '70vh', objectFit: 'contain' as const } : undefined;
  return slot.item.type === 'video' ? (
    <video
      ref={video}
      src={mediaUrl(slot.item.filename)}
      muted
      autoPlay={playing}
      playsInline
      onEnded={ended}
      style={style}
      aria-label={CONTENT_VIEWS_TEXT.suggestedVideo}
    />
  ) : (
    <img src={mediaUrl(slot.item.filename)} alt={CONTENT_VIEWS_TEXT.suggestedContent} style={style} />
  );
}
