import * as RadioGroup from '@radix-ui/react-radio-group';
import { Fragment, forwardRef, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { EmptyState } from '../../feedback/EmptyState';
import { Skeleton } from '../../feedback/Skeleton';
import { Checkbox } from '../../forms/Checkbox';
import { Chip, ChipRow } from '../../forms/shared/chip.styles';
import { Pagination } from '../../navigation/Pagination';
import { useControllableState } from '../../overlays/Dialog/Dialog.hooks';
import { ConfirmDialog } from '../../overlays/ConfirmDialog';
import { Icon } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { useMoney } from '../shared/money';
import { FilterGroup, FilterLabel } from '../shared/panel.styles';
import { PanelError, hasError } from '../shared/PanelError';
import { PanelShell } from '../shared/PanelShell';
import { formatRecordTime, isoOf } from '../shared/time';
import { useIsNarrow } from '../shared/useIsNarrow';
import { messageText, type MessageText } from './messageText';
import {
  BackRow,
  Body,
  DetailActions,
  DetailHeader,
  DetailPane,
  DetailPlaceholder,
  DetailTime,
  DetailTitle,
  Facts,
  Item,
  ItemButton,
  ItemMain,
  ItemPreview,
  ItemTime,
  ItemTitle,
  KindIcon,
  List,
  ListFooter,
  ListPane,
  Sentence,
  SkeletonItem,
  Toolbar,
  UnreadCount,
  UnreadDot,
} from './MessagesPanel.styles';
import {
  messageReadFilters,
  type InboxMessage,
  type MessageReadFilter,
  type MessagesPanelProps,
} from './MessagesPanel.types';

type Step = 'list' | 'detail';

const skeletonRows = [0, 1, 2, 3, 4];
const circleBone = { shape: 'circle', width: 36 } as const;
const textBone = { shape: 'text', lines: 2 } as const;

/**
 * The member's inbox (member centre `messageV2`): unread markers and count, a read filter, the list beside the open
 * message (on a narrow panel: the list, then the message with a back button). Opening an unread message marks it
 * read; messages are deleted one at a time or by selection (after a confirmation), or all marked read. System
 * messages arrive as a kind and parameters and are written in the member's language; operators' messages show
 * their own title and sanitized rich body.
 */
export const MessagesPanel = forwardRef<HTMLElement, MessagesPanelProps>(function MessagesPanel(
  {
    filters,
    onFiltersChange,
    messages,
    unreadCount,
    selectedId,
    defaultSelectedId = null,
    onSelectedIdChange,
    onRead,
    onDelete,
    onMarkAllRead,
    splitBelow = 720,
    page,
    pageCount,
    onPageChange,
    totalItems,
    timeZone,
    currency,
    currencySymbol,
    title,
    isTitleHidden,
    isLoading = false,
    error,
    onRetry,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('records');
  const money = useMoney({ currency, currencySymbol });
  const isFailed = hasError(error);
  const bodyRef = useRef<HTMLDivElement>(null);
  const isNarrow = useIsNarrow(bodyRef, splitBelow);
  const [selected, setSelected] = useControllableState<string | null>(
    selectedId,
    defaultSelectedId,
    onSelectedIdChange,
  );
  const [step, setStep] = useState<Step>(selected ? 'detail' : 'list');
  // A selection from outside (a deep link, the site clearing it) moves the narrow layout to the matching step.
  const [seenSelected, setSeenSelected] = useState(selected);
  if (selected !== seenSelected) {
    setSeenSelected(selected);
    setStep(selected ? 'detail' : 'list');
  }
  // The open message stays readable while the member pages through the list.
  const [kept, setKept] = useState<InboxMessage | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set());
  const [pendingDelete, setPendingDelete] = useState<string[] | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isMarking, setIsMarking] = useState(false);
  const detailRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());
  const afterDeleteFocus = useRef(false);
  const detailTitleId = useId();

  const texts = useMemo(() => {
    const map = new Map<string, MessageText>();
    for (const message of messages) map.set(message.id, messageText(message, t, money));
    return map;
  }, [messages, t, money]);

  const shown = messages.find((m) => m.id === selected) ?? (kept && kept.id === selected ? kept : undefined);
  const shownText = shown ? (texts.get(shown.id) ?? messageText(shown, t, money)) : undefined;
  const checkedOnPage = messages.filter((m) => checked.has(m.id)).map((m) => m.id);
  const allChecked = messages.length > 0 && checkedOnPage.length === messages.length;
  const isStepped = isNarrow;
  const showsDetailOnly = isStepped && step === 'detail' && !!shown;

  const open = (message: InboxMessage) => {
    setKept(message);
    setSelected(message.id);
    setStep('detail');
    if (!message.isRead) onRead(message.id);
    // On a narrow panel the list goes away: reading starts at the message.
    if (isStepped) requestAnimationFrame(() => detailRef.current?.focus({ preventScroll: true }));
  };

  const back = () => {
    setStep('list');
    const id = shown?.id;
    requestAnimationFrame(() => (id ? itemRefs.current.get(id)?.focus() : listRef.current?.focus()));
  };

  const toggle = (id: string, isChecked: boolean) =>
    setChecked((old) => {
      const next = new Set(old);
      if (isChecked) next.add(id);
      else next.delete(id);
      return next;
    });

  const changePage = (next: number) => {
    setChecked(new Set());
    onPageChange(next);
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const ids = pendingDelete;
    setIsDeleting(true);
    try {
      await onDelete(ids);
    } catch {
      // The site reports the failure; the dialog stays open for another try or a cancel.
      setIsDeleting(false);
      return;
    }
    setIsDeleting(false);
    setPendingDelete(null);
    setChecked((old) => new Set([...old].filter((id) => !ids.includes(id))));
    if (selected && ids.includes(selected)) {
      setSelected(null);
      setStep('list');
    }
    // What had focus (the delete button, the open message) may be gone: the dialog hands focus to the list.
    afterDeleteFocus.current = true;
  };

  const markAllRead = async () => {
    setIsMarking(true);
    try {
      await onMarkAllRead();
    } catch {
      // The site reports the failure.
    } finally {
      setIsMarking(false);
    }
  };

  const readFilter = (
    <FilterGroup data-part="ReadFilter">
      <FilterLabel aria-hidden="true">{t('messages.filters.show')}</FilterLabel>
      <RadioGroup.Root
        asChild
        value={filters.read}
        onValueChange={(read) => onFiltersChange({ ...filters, read: read as MessageReadFilter })}
        aria-label={t('messages.filters.show')}
        loop
      >
        <ChipRow>
          {messageReadFilters.map((read) => (
            <RadioGroup.Item key={read} value={read} asChild>
              <Chip data-part="ReadOption">{t(`messages.filters.${read}`)}</Chip>
            </RadioGroup.Item>
          ))}
        </ChipRow>
      </RadioGroup.Root>
    </FilterGroup>
  );

  const headerAside = (
    <>
      <UnreadCount role="status" data-part="UnreadCount" data-count={isLoading ? undefined : unreadCount}>
        {isLoading ? t('messages.loading') : t('messages.unreadCount', { count: unreadCount })}
      </UnreadCount>
      <Button
        variant="secondary"
        size="sm"
        startIcon={<Icon name="check" size="sm" />}
        disabled={unreadCount === 0 || isLoading || isFailed}
        isLoading={isMarking}
        onClick={markAllRead}
        data-part="MarkAllReadButton"
      >
        {t('messages.markAllRead')}
      </Button>
    </>
  );

  let list;
  if (isLoading) {
    list = (
      <List aria-busy aria-label={t('messages.list')} data-part="SkeletonList">
        {skeletonRows.map((row) => (
          <SkeletonItem key={row} aria-hidden="true">
            <Skeleton {...circleBone} />
            <Skeleton {...textBone} />
          </SkeletonItem>
        ))}
      </List>
    );
  } else if (messages.length === 0) {
    list = (
      <EmptyState
        size="sm"
        icon="mail"
        data-part="Empty"
        title={filters.read === 'unread' ? t('messages.empty.unreadTitle') : t('messages.empty.title')}
        description={
          filters.read === 'unread' ? t('messages.empty.unreadDescription') : t('messages.empty.description')
        }
      />
    );
  } else {
    list = (
      <List ref={listRef} tabIndex={-1} aria-label={t('messages.list')} data-part="List">
        {messages.map((message) => {
          const text = texts.get(message.id)!;
          const isOpen = message.id === shown?.id && !isStepped;
          return (
            <Item key={message.id} data-part="Item" data-unread={message.isRead ? undefined : ''}>
              <Checkbox
                data-part="SelectBox"
                checked={checked.has(message.id)}
                onChange={(event) => toggle(message.id, event.target.checked)}
              >
                <VisuallyHidden>{t('messages.select', { title: text.title })}</VisuallyHidden>
              </Checkbox>
              <ItemButton
                ref={(node) => {
                  if (node) itemRefs.current.set(message.id, node);
                  else itemRefs.current.delete(message.id);
                }}
                type="button"
                data-part="OpenButton"
                aria-current={isOpen ? 'true' : undefined}
                onClick={() => open(message)}
              >
                <KindIcon data-tone={text.look.tone}>
                  <Icon name={text.look.icon} size="sm" />
                  {message.isRead ? null : (
                    <UnreadDot data-part="UnreadDot">
                      <VisuallyHidden>{t('messages.unread')}</VisuallyHidden>
                    </UnreadDot>
                  )}
                </KindIcon>
                <ItemMain>
                  <ItemTitle>{text.title}</ItemTitle>
                  {text.preview ? <ItemPreview>{text.preview}</ItemPreview> : null}
                  <ItemTime dateTime={isoOf(message.time)}>
                    {formatRecordTime(message.time, timeZone).slice(0, 16)}
                  </ItemTime>
                </ItemMain>
              </ItemButton>
            </Item>
          );
        })}
      </List>
    );
  }

  const listPane = (
    <ListPane data-part="ListPane">
      <Toolbar data-part="Toolbar">
        <Checkbox
          ref={selectAllRef}
          data-part="SelectAll"
          checked={allChecked}
          indeterminate={checkedOnPage.length > 0 && !allChecked}
          disabled={isLoading || messages.length === 0}
          onChange={(event) => setChecked(event.target.checked ? new Set(messages.map((m) => m.id)) : new Set())}
        >
          {t('messages.selectAll')}
        </Checkbox>
        <Button
          variant="ghost"
          size="sm"
          startIcon={<Icon name="trash" size="sm" />}
          disabled={checkedOnPage.length === 0}
          onClick={() => setPendingDelete(checkedOnPage)}
          data-part="DeleteSelectedButton"
        >
          {checkedOnPage.length > 0
            ? t('messages.deleteSelected', { count: checkedOnPage.length })
            : t('messages.deleteSelectedNone')}
        </Button>
      </Toolbar>
      {list}
      {pageCount > 1 && (isLoading || messages.length > 0) ? (
        <ListFooter>
          <Pagination page={page} pageCount={pageCount} onPageChange={changePage} totalItems={totalItems} />
        </ListFooter>
      ) : null}
    </ListPane>
  );

  const detail =
    shown && shownText ? (
      <DetailPane
        ref={detailRef}
        tabIndex={-1}
        aria-labelledby={detailTitleId}
        data-part="Detail"
        data-kind={shownText.kind}
      >
        {isStepped ? (
          <BackRow>
            <Button
              variant="ghost"
              size="sm"
              startIcon={<Icon name="chevronLeft" size="sm" />}
              onClick={back}
              data-part="BackButton"
            >
              {t('messages.back')}
            </Button>
          </BackRow>
        ) : null}
        <DetailHeader>
          <KindIcon data-tone={shownText.look.tone} data-size="lg">
            <Icon name={shownText.look.icon} size="md" />
          </KindIcon>
          <DetailTitle id={detailTitleId}>{shownText.title}</DetailTitle>
          <DetailTime dateTime={isoOf(shown.time)}>
            <Icon name="clock" size="xs" />
            {formatRecordTime(shown.time, timeZone)}
          </DetailTime>
        </DetailHeader>
        {shownText.kind === 'operator' ? (
          <RichText html={shownText.html ?? ''} data-part="Body" />
        ) : (
          <>
            <Sentence data-part="Body">{shownText.sentence}</Sentence>
            {shownText.details.length > 0 ? (
              <Facts data-part="Facts">
                {shownText.details.map((detail) => (
                  <Fragment key={detail.key}>
                    <dt>{t(`messages.details.${detail.key}`)}</dt>
                    <dd>{detail.value}</dd>
                  </Fragment>
                ))}
              </Facts>
            ) : null}
          </>
        )}
        <DetailActions>
          <Button
            variant="ghost"
            size="sm"
            startIcon={<Icon name="trash" size="sm" />}
            onClick={() => setPendingDelete([shown.id])}
            data-part="DeleteButton"
          >
            {t('messages.delete')}
          </Button>
        </DetailActions>
      </DetailPane>
    ) : isStepped ? null : (
      <DetailPlaceholder data-part="DetailPlaceholder">
        <EmptyState
          size="sm"
          icon="mail"
          title={t('messages.placeholder.title')}
          description={t('messages.placeholder.description')}
        />
      </DetailPlaceholder>
    );

  const deleteCount = pendingDelete?.length ?? 0;

  return (
    <PanelShell
      ref={ref}
      name="MessagesPanel"
      title={title ?? t('messages.title')}
      isTitleHidden={isTitleHidden}
      headerAside={headerAside}
      filtersLabel={t('common.filters')}
      filters={readFilter}
      {...rest}
    >
      <Body
        ref={bodyRef}
        data-part="Body"
        data-layout={isStepped ? 'steps' : 'split'}
        data-step={isStepped ? (showsDetailOnly ? 'detail' : 'list') : undefined}
        data-state={isFailed ? 'error' : undefined}
      >
        {isFailed ? (
          <PanelError error={error} onRetry={onRetry} />
        ) : showsDetailOnly ? (
          detail
        ) : (
          <>
            {listPane}
            {isStepped ? null : detail}
          </>
        )}
      </Body>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !isDeleting) setPendingDelete(null);
        }}
        tone="danger"
        title={
          deleteCount === 1
            ? t('messages.confirmDelete.titleOne')
            : t('messages.confirmDelete.titleMany', { count: deleteCount })
        }
        confirmLabel={t('messages.confirmDelete.confirm')}
        confirmIcon={<Icon name="trash" size="sm" />}
        closeOnConfirm={false}
        isConfirming={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCloseAutoFocus={(event) => {
          if (!afterDeleteFocus.current) return;
          afterDeleteFocus.current = false;
          const target =
            selectAllRef.current && !selectAllRef.current.disabled ? selectAllRef.current : listRef.current;
          if (!target) return;
          event.preventDefault();
          target.focus({ preventScroll: true });
        }}
      >
        {t('messages.confirmDelete.description')}
      </ConfirmDialog>
    </PanelShell>
  );
});
