import { forwardRef, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTICES_PER_PAGE } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import { RichText } from '../../primitives/RichText';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { media } from '../../theme';
import { useControllableState } from '../Dialog/Dialog.hooks';
import { Modal } from '../Modal';
import { formatNoticeDate } from './formatNoticeDate';
import {
  BackButton,
  Detail,
  DetailDate,
  DetailTitle,
  Empty,
  Item,
  ItemDate,
  ItemTitle,
  List,
  ListPane,
  Pagination,
  Panes,
  UnreadDot,
} from './NotificationModal.styles';
import type { NotificationModalProps, NotificationModalStep } from './NotificationModal.types';

/** The machine-readable form for <time>; nothing for a timestamp out of range. */
const isoOf = (ms: number) =>
  Number.isFinite(ms) && !Number.isNaN(new Date(ms).getTime()) ? new Date(ms).toISOString() : undefined;

const isPhone = () =>
  typeof window !== 'undefined' && window.matchMedia(media.phoneOnly.replace('@media ', '')).matches;

/**
 * The notification modal of SPEC §2: the notices 9 per page beside the selected one's title, date and rich
 * content. It opens on the selected notice (its page, and on phones its content, with a back button to the list).
 */
export const NotificationModal = forwardRef<HTMLDivElement, NotificationModalProps>(function NotificationModal(
  {
    notices,
    title,
    selectedId,
    defaultSelectedId = null,
    onSelectedIdChange,
    pageSize = NOTICES_PER_PAGE,
    timeZone,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('feedback');
  const [selected, setSelected] = useControllableState<string | null>(
    selectedId,
    defaultSelectedId,
    onSelectedIdChange as ((id: string | null) => void) | undefined,
  );
  const pageCount = Math.max(1, Math.ceil(notices.length / pageSize));
  const [page, setPage] = useState(() => {
    const index = notices.findIndex((notice) => notice.id === selected);
    return index < 0 ? 0 : Math.floor(index / pageSize);
  });
  const [step, setStep] = useState<NotificationModalStep>(selected ? 'detail' : 'list');
  const currentPage = Math.min(page, pageCount - 1);
  const visible = notices.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
  // Wider screens always show some notice: the chosen one, else the newest.
  const shown = useMemo(() => notices.find((notice) => notice.id === selected) ?? notices[0], [notices, selected]);

  const detailRef = useRef<HTMLElement>(null);
  const itemRefs = useRef(new Map<string, HTMLButtonElement>());
  const detailTitleId = useId();

  const choose = (id: string) => {
    setSelected(id);
    setStep('detail');
    // On phones the list disappears; take focus to the notice so reading starts at its title.
    if (isPhone()) requestAnimationFrame(() => detailRef.current?.focus({ preventScroll: true }));
  };
  const back = () => {
    setStep('list');
    const id = shown?.id;
    requestAnimationFrame(() => (id ? itemRefs.current.get(id)?.focus() : undefined));
  };

  return (
    <Modal ref={ref} size="lg" title={title ?? t('notices.title')} {...rest}>
      <Panes data-part="Panes" data-step={step}>
        {notices.length === 0 ? (
          <Empty data-part="Empty">{t('notices.empty')}</Empty>
        ) : (
          <>
            <ListPane data-part="ListPane">
              <List aria-label={t('notices.list')} data-part="List">
                {visible.map((notice) => (
                  <li key={notice.id}>
                    <Item
                      ref={(node) => {
                        if (node) itemRefs.current.set(notice.id, node);
                        else itemRefs.current.delete(notice.id);
                      }}
                      type="button"
                      data-part="Item"
                      data-unread={notice.isRead === false ? '' : undefined}
                      aria-current={notice.id === shown?.id ? 'true' : undefined}
                      onClick={() => choose(notice.id)}
                    >
                      <ItemTitle>{notice.title}</ItemTitle>
                      {notice.isRead === false ? (
                        <UnreadDot data-part="UnreadDot">
                          <VisuallyHidden>{t('notices.unread')}</VisuallyHidden>
                        </UnreadDot>
                      ) : null}
                      <ItemDate dateTime={isoOf(notice.date)}>{formatNoticeDate(notice.date, timeZone)}</ItemDate>
                    </Item>
                  </li>
                ))}
              </List>
              {pageCount > 1 ? (
                <Pagination aria-label={t('notices.pagination')} data-part="Pagination">
                  <IconButton
                    icon="chevronLeft"
                    size="sm"
                    label={t('notices.previousPage')}
                    disabled={currentPage === 0}
                    onClick={() => setPage(currentPage - 1)}
                  />
                  <span aria-live="polite">
                    <span aria-hidden="true">
                      {t('notices.pageStatus', { page: currentPage + 1, total: pageCount })}
                    </span>
                    <VisuallyHidden>
                      {t('notices.pageLabel', { page: currentPage + 1, total: pageCount })}
                    </VisuallyHidden>
                  </span>
                  <IconButton
                    icon="chevronRight"
                    size="sm"
                    label={t('notices.nextPage')}
                    disabled={currentPage >= pageCount - 1}
                    onClick={() => setPage(currentPage + 1)}
                  />
                </Pagination>
              ) : null}
            </ListPane>
            {shown ? (
              <Detail ref={detailRef} data-part="Detail" tabIndex={-1} aria-labelledby={detailTitleId}>
                <BackButton>
                  <Button
                    variant="ghost"
                    size="sm"
                    startIcon={<Icon name="chevronLeft" />}
                    onClick={back}
                    data-part="BackButton"
                  >
                    {t('notices.back')}
                  </Button>
                </BackButton>
                <DetailTitle id={detailTitleId}>{shown.title}</DetailTitle>
                <DetailDate dateTime={isoOf(shown.date)}>
                  <Icon name="clock" size="xs" />
                  {formatNoticeDate(shown.date, timeZone)}
                </DetailDate>
                <RichText html={shown.content} />
              </Detail>
            ) : null}
          </>
        )}
      </Panes>
    </Modal>
  );
});
