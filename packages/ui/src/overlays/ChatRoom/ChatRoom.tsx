import { CHAT_MESSAGE_MAX_LENGTH } from '@croupier/contract';
import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Spinner } from '../../feedback/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Modal } from '../Modal';
import {
  Badge,
  Bubble,
  Centered,
  ComposerRow,
  Counter,
  Footer,
  Hints,
  List,
  Log,
  Message,
  Meta,
  ReadOnly,
  Root,
  SendError,
  Sender,
  Tab,
  Tabs,
  TextArea,
} from './ChatRoom.styles';
import type { ChatRoomProps } from './ChatRoom.types';
import { formatChatTime } from './formatChatTime';

const KNOWN_GROUPS = new Set(['lobby', 'vip']);
const lengthOf = (text: string) => [...text].length;
const isoOf = (ms: number) => (Number.isFinite(ms) ? new Date(ms).toISOString() : undefined);

/**
 * The chat room of SPEC §3 (overlays): the rooms as tabs with unread badges, the messages (the member's own at the end
 * side), and a composer (Enter sends, Shift+Enter starts a new line) or, where the member may not post, the reason.
 * The list is a `log`: new messages are announced politely. Texts are plain: rendered as text, never as HTML.
 */
export const ChatRoom = forwardRef<HTMLDivElement, ChatRoomProps>(function ChatRoom(
  {
    groups,
    activeGroupId,
    onActiveGroupChange,
    messages,
    status = 'ready',
    onRetry,
    postRefusal = null,
    onSend,
    sending: sendingProp = false,
    maxLength = CHAT_MESSAGE_MAX_LENGTH,
    now,
    timeZone,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useTranslation('feedback');
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const logRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const fieldId = useId();
  const hintId = useId();
  const counterId = useId();
  const sending = sendingProp || pending;
  const active = groups.find((g) => g.id === activeGroupId) ?? groups[0];
  const groupName = (code: string) => (KNOWN_GROUPS.has(code) ? t(`chat.groups.${code as 'lobby' | 'vip'}`) : code);

  const trimmedLength = lengthOf(draft.trim());
  const over = trimmedLength > maxLength;
  const canSend = trimmedLength > 0 && !over && !sending;
  const clock = now ?? Date.now();
  const lastId = messages.at(-1)?.id;

  // Keep the newest message in view when messages arrive or the room changes.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastId, active?.id, status]);

  const send = async () => {
    if (!canSend || !onSend) return;
    setPending(true);
    setFailed(false);
    try {
      await onSend(draft.trim());
      setDraft('');
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  const onComposerKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as 'ArrowRight' | 'ArrowLeft'];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + groups.length) % groups.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = groups.length - 1;
    const target = next === undefined ? undefined : groups[next];
    if (!target) return;
    event.preventDefault();
    onActiveGroupChange?.(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  const refusalText = {
    deposit_required: t('chat.readOnly.depositRequired'),
    trial_account: t('chat.readOnly.trialAccount'),
    not_readable: t('chat.readOnly.notAllowed'),
    vip_level_required: t('chat.readOnly.notAllowed'),
  } as const;

  return (
    <Modal ref={ref} size="default" title={t('chat.title')} {...rest}>
      <Root data-component="ChatRoom">
        {groups.length > 1 ? (
          <Tabs role="tablist" aria-label={t('chat.groupsLabel')} data-part="Tabs">
            {groups.map((group, index) => {
              const selected = group.id === active?.id;
              return (
                <Tab
                  key={group.id}
                  ref={(node) => {
                    if (node) tabRefs.current.set(group.id, node);
                    else tabRefs.current.delete(group.id);
                  }}
                  type="button"
                  role="tab"
                  data-part="Tab"
                  aria-selected={selected}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => onActiveGroupChange?.(group.id)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  {groupName(group.code)}
                  {group.unread > 0 ? (
                    <Badge data-part="UnreadBadge">
                      <span aria-hidden="true">{group.unread > 99 ? '99+' : group.unread}</span>
                      <VisuallyHidden>{t('chat.unread', { number: group.unread })}</VisuallyHidden>
                    </Badge>
                  ) : null}
                </Tab>
              );
            })}
          </Tabs>
        ) : null}
        <Log
          ref={logRef}
          role="log"
          aria-live="polite"
          aria-label={active ? t('chat.messagesOf', { group: groupName(active.code) }) : t('chat.messages')}
          aria-busy={status === 'loading'}
          tabIndex={0}
          data-part="Log"
        >
          {status === 'loading' ? (
            <Centered data-part="Loading">
              <Spinner size="md" label={null} />
              <span>{t('chat.loading')}</span>
            </Centered>
          ) : status === 'error' ? (
            <Centered data-part="Error" role="alert">
              <span>{t('chat.error')}</span>
              {onRetry ? (
                <Button variant="outline" size="sm" onClick={onRetry}>
                  {t('chat.retry')}
                </Button>
              ) : null}
            </Centered>
          ) : messages.length === 0 ? (
            <Centered data-part="Empty">{t('chat.empty')}</Centered>
          ) : (
            <List data-part="List">
              {messages.map((message) => (
                <Message key={message.id} data-part="Message" data-own={message.own ? '' : undefined}>
                  <Meta>
                    <Sender>{message.own ? t('chat.you') : message.sender}</Sender>
                    <time dateTime={isoOf(message.createdAt)}>
                      {formatChatTime(message.createdAt, clock, i18n.language, timeZone)}
                    </time>
                  </Meta>
                  <Bubble>{message.body}</Bubble>
                </Message>
              ))}
            </List>
          )}
        </Log>
        <Footer data-part="Footer">
          {postRefusal ? (
            <ReadOnly role="status" data-part="ReadOnly">
              {refusalText[postRefusal]}
            </ReadOnly>
          ) : (
            <>
              <VisuallyHidden as="label" htmlFor={fieldId}>
                {t('chat.composerLabel')}
              </VisuallyHidden>
              <ComposerRow>
                <TextArea
                  id={fieldId}
                  data-part="Composer"
                  rows={2}
                  value={draft}
                  placeholder={t('chat.placeholder')}
                  aria-describedby={`${hintId} ${counterId}`}
                  aria-invalid={over}
                  onChange={(event) => {
                    setDraft(event.target.value);
                    setFailed(false);
                  }}
                  onKeyDown={onComposerKeyDown}
                />
                <Button data-part="SendButton" variant="primary" isLoading={sending} disabled={!canSend} onClick={() => void send()}>
                  {sending ? t('chat.sending') : t('chat.send')}
                </Button>
              </ComposerRow>
              <Hints>
                <span id={hintId}>{t('chat.hint')}</span>
                <Counter id={counterId} data-part="Counter" data-over={over ? '' : undefined}>
                  {t('chat.counter', { length: trimmedLength, max: maxLength })}
                </Counter>
              </Hints>
              {failed ? <SendError role="alert">{t('chat.sendFailed')}</SendError> : null}
            </>
          )}
        </Footer>
      </Root>
    </Modal>
  );
});
