import type { EifLiveMember, EifLiveServerMessage } from '@onboard/contracts';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: a live connection tries to reconnect up to 5 times. */
const MAX_RECONNECTS = 5;

export type EifLive = {
  /** The other editors of this EIF (this tab excluded), each with the sub-step they are on. */
  others: EifLiveMember[];
};

/**
 * The EIF's live connection (issue 9 item 5): says which sub-step this editor is on, hears who else is editing
 * and the answers they saved (`onAnswers`, with their new versions).
 */
export function useEifLive(
  clientId: string,
  subStep: string | null,
  onAnswers: (saved: Extract<EifLiveServerMessage, { type: 'ANSWERS' }>['saved']) => void,
): EifLive {
  const [members, setMembers] = useState<EifLiveMember[]>([]);
  const [me, setMe] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const subStepRef = useRef(subStep);
  subStepRef.current = subStep;
  const onAnswersRef = useRef(onAnswers);
  onAnswersRef.current = onAnswers;

  useEffect(() => {
    if (typeof WebSocket === 'undefined') return undefined;
    let stopped = false;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const url = new URL(`/api/clients/${encodeURIComponent(clientId)}/eif-live`, window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const socket = new WebSocket(url);
      socketRef.current = socket;
      socket.onopen = () => {
        attempts = 0;
        socket.send(JSON.stringify({ type: 'HERE', subStep: subStepRef.current }));
      };
      socket.onmessage = (event: MessageEvent<string>) => {
        let message: EifLiveServerMessage;
        try {
          message = JSON.parse(event.data) as EifLiveServerMessage;
        } catch {
          return;
        }
        if (message.type === 'HELLO') setMe(message.you);
        else if (message.type === 'PRESENCE') setMembers(message.members);
        else if (message.type === 'ANSWERS') onAnswersRef.current(message.saved);
      };
      socket.onclose = () => {
        socketRef.current = null;
        setMembers([]);
        if (stopped || attempts >= MAX_RECONNECTS) return;
        attempts += 1;
        timer = setTimeout(connect, 1000 * attempts);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close(1000, 'page left');
    };
  }, [clientId]);

  useEffect(() => {
    const socket = socketRef.current;
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'HERE', subStep }));
  }, [subStep]);

  return { others: members.filter((m) => m.id !== me) };
}
