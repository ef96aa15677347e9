/**
 * The chat room overlay (SPEC §3): launched when it opens (the readable rooms, their unread counts, the latest page of
 * the first), then the shown room's messages are polled; what is shown is marked read; a message keeps its request id
 * until it is sent, so a retry after a failure stores it once.
 */
import { CHAT_PAGE_DEFAULT, type ChatLaunchResponse } from '@croupier/contract';
import { newChatRequestId, useChatLaunch, useChatMessages, useChatRead, useChatSend, useChatUnreadCount } from '@croupier/data';
import { ChatRoom, type ChatRoomStatus } from '@croupier/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

export default function ChatRoomOverlay({ onClose }: { onClose: () => void }) {
  const launch = useChatLaunch();
  const [launched, setLaunched] = useState<ChatLaunchResponse | null>(null);
  const [launchFailed, setLaunchFailed] = useState(false);
  const [groupId, setGroupId] = useState<number | null>(null);
  const { trigger: triggerLaunch } = launch;

  const start = useCallback(() => {
    setLaunchFailed(false);
    triggerLaunch({})
      .then((value) => {
        setLaunched(value);
        setGroupId((current) => current ?? value.groupId);
      })
      .catch(() => setLaunchFailed(true));
  }, [triggerLaunch]);
  useEffect(() => start(), [start]);

  const page = useChatMessages(groupId === null ? null : { groupId, limit: CHAT_PAGE_DEFAULT });
  const unread = useChatUnreadCount(launched !== null);
  const { trigger: markRead } = useChatRead();
  const { trigger: sendMessage } = useChatSend();

  const fromPoll = page.data?.groupId === groupId ? page.data?.list : undefined;
  const fromLaunch = launched?.groupId === groupId ? launched?.messages.list : undefined;
  const messages = fromPoll ?? fromLaunch ?? [];
  const newestId = messages.at(-1)?.id;

  // What the member sees is read.
  useEffect(() => {
    if (groupId !== null && newestId !== undefined) markRead({ groupId, lastReadId: newestId }).catch(() => undefined);
  }, [groupId, newestId, markRead]);

  const pendingRequest = useRef<{ body: string; groupId: number; requestId: string } | null>(null);
  const send = async (body: string) => {
    if (groupId === null) return;
    const previous = pendingRequest.current;
    const request = previous && previous.body === body && previous.groupId === groupId ? previous : { body, groupId, requestId: newChatRequestId() };
    pendingRequest.current = request;
    await sendMessage({ groupId, requestId: request.requestId, body });
    pendingRequest.current = null;
  };

  const status: ChatRoomStatus = launchFailed || (page.error && !fromLaunch && !fromPoll) ? 'error' : launched === null || (!fromPoll && !fromLaunch) ? 'loading' : 'ready';
  const groups = (launched?.groups ?? []).map((g) => ({
    id: g.groupId,
    code: g.code,
    unread: g.groupId === groupId ? 0 : (unread.data?.groups.find((u) => u.groupId === g.groupId)?.unread ?? g.unread),
  }));
  const active = launched?.groups.find((g) => g.groupId === groupId);

  return (
    <ChatRoom
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      groups={groups}
      activeGroupId={groupId}
      onActiveGroupChange={setGroupId}
      messages={messages}
      status={status}
      onRetry={() => (launchFailed ? start() : void page.mutate())}
      postRefusal={active?.postRefusal ?? null}
      onSend={send}
    />
  );
}
