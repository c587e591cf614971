import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, findDialog, renderApp, signIn } from '../../../test/render';
import { OTHER_ID, otherProfile, page, postOf } from '../fixtures';

// antd's motion library looks once, when it loads, whether the browser has CSS animations: jsdom
// has no AnimationEvent, so in the other tests no dialog plays its zoom. Here one does, as in a
// browser (and, jsdom running no CSS, it never ends: a dialog still opening stays so).
vi.hoisted(() => {
  if (!('AnimationEvent' in window)) {
    Object.defineProperty(window, 'AnimationEvent', {
      value: class AnimationEvent extends Event {},
      configurable: true,
    });
  }
});

const SLOW = 120_000;

/** A dialog's element in a step of antd's zoom or fade as it opens (the classes name the motion and step). */
const OPENING = /\S+-(zoom|fade)-(appear|enter)\b/;

/**
 * Records, from now on, each motion a dialog plays as it opens (its steps last a few frames only,
 * so they are watched, not looked for afterwards). `stop` answers them.
 */
function watchDialogMotions(): { stop: () => string[] } {
  const played = new Set<string>();
  const note = (element: Element) => {
    const motion = OPENING.exec(element.getAttribute('class') ?? '')?.[0];
    if (motion && element.closest('.ant-modal-root')) played.add(motion);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.target instanceof Element) note(record.target);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        note(node);
        node.querySelectorAll('[class]').forEach(note);
      }
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  return {
    stop: () => {
      observer.disconnect();
      return [...played];
    },
  };
}

describe("member actions' confirmations (spec 2 and 6)", () => {
  it(
    'open Start Chat in place, so a press on its button is never pulled from under the pointer, and start the chat',
    async () => {
      signIn();
      const api = fakeApi({
        [`GET /members/get/profile/${OTHER_ID}`]: { data: otherProfile() },
        [`GET /user-posts/posts/${OTHER_ID}`]: page([postOf()]),
        'POST /chat/start': { data: { id: 'chat-9' } },
      });
      const { user, router } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      const sendMessage = await screen.findByRole('button', { name: /Send Message/ });
      const motions = watchDialogMotions();
      await user.click(sendMessage);
      const dialog = await findDialog('Start Chat');
      // antd's zoom starts a few frames after the dialog shows, from a fifth of its size: a press
      // begun on the button before it ended beside it, and the click went to no button.
      expect(motions.stop()).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Start Chat' }));
      await waitFor(() => expect(router.state.location.search).toBe('?chatId=chat-9'));
      expect(api.last('POST', '/chat/start')?.body).toEqual({ receiverId: OTHER_ID });
    },
    SLOW,
  );

  it(
    'open Send Gift in place too',
    async () => {
      signIn();
      fakeApi({
        [`GET /members/get/profile/${OTHER_ID}`]: { data: otherProfile() },
        [`GET /user-posts/posts/${OTHER_ID}`]: page([postOf()]),
      });
      const { user } = renderApp(`/dashboard/profile/${OTHER_ID}`);
      const sendGift = await screen.findByRole('button', { name: /Send Gift/ });
      const motions = watchDialogMotions();
      await user.click(sendGift);
      await findDialog('Send Gift');
      expect(motions.stop()).toEqual([]);
    },
    SLOW,
  );
});
