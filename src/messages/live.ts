/**
 * The app's live socket: started while a session exists, stopped on sign-out or token reset. Frames update the
 * message store; logout follows spec 01 §4.5 (after 1 s: another token → reload; this token → close, show the
 * message, reset the session, reload); closeSocket just stops; refresh reloads.
 */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { ServerFrame } from '../../runtime/core/contract/socket';
import { i18next } from '../i18n';
import { notifyError } from '../host/notify';
import { resetSession, session } from '../stores/session';
import { createLiveSocket, socketUrl, type LiveSocket } from './live-socket';
import { messageState, setCounts } from './store';
import { handleChatFrame, resetChat, setChatSender } from '../chat/store';

/** The logout delay of spec 01 §9. */
const LOGOUT_DELAY_MS = 1000;

/** Handles one frame; `socket` is the one to stop on logout. */
export function handleFrame(frame: ServerFrame, socket: LiveSocket, reload: () => void = () => window.location.reload()): void {
  // Internal chat frames (and initMessage's unreadNums) go to the chat store.
  if (handleChatFrame(frame)) return;
  switch (frame.method) {
    case 'initMessage':
    case 'messagePush':
      setCounts(frame);
      if (frame.method === 'messagePush') messageState.version += 1;
      return;
    case 'logout':
      setTimeout(() => {
        if (frame.token && frame.token !== session.token) {
          reload();
          return;
        }
        socket.stop();
        notifyError(frame.msg || i18next.t('error.sessionExpired'));
        resetSession();
        reload();
      }, LOGOUT_DELAY_MS);
      return;
    case 'closeSocket':
      socket.stop();
      return;
    case 'refresh':
      reload();
      return;
    case 'error':
      // A refused chat frame (an empty text, an unknown contact): the server's message.
      notifyError(frame.msg);
      return;
    default:
      return;
  }
}

/** Keeps the live socket open while there is a session token. */
export function useLiveSocket(): void {
  const { token } = useSnapshot(session);
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    const socket: LiveSocket = createLiveSocket({
      url: (current) => socketUrl(current, window.location, i18next.language || 'zh-CN'),
      getToken: () => session.token,
      onFrame: (frame) => handleFrame(frame, socket),
      onState: (open) => {
        messageState.connected = open;
        setChatSender(open ? (frame) => socket.send(frame) : undefined);
      },
    });
    socket.start();
    return () => {
      setChatSender(undefined);
      socket.stop();
      // Signed out or another session: the previous user's chat must not linger.
      resetChat();
    };
  }, [token]);
}
