import { forwardRef, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../feedback/QrCode';
import { Icon } from '../../primitives/Icon';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { ChatBadge, Entry, Fab, FabDot, Popover, Rail, RailButton, RightSideBarRoot } from './RightSideBar.styles';
import { rightSideBarDownloads, type RightSideBarDownload, type RightSideBarProps } from './RightSideBar.types';

const FAB_SELECTOR = '[data-part="Fab"]';

/**
 * The fixed right-hand rail (desktop): customer service and the app downloads, each expanding to its QR code
 * (generated locally) and an install hint. On phones it folds into a floating button above the bottom nav, which tucks
 * away while the page scrolls down (`data-tucked`: it would sit on the lanes' "see all" links) and comes back on the
 * way up, at the top, or when focused.
 */
export const RightSideBar = forwardRef<HTMLElement, RightSideBarProps>(function RightSideBar(
  { onCustomerService, onChat, chatUnread = 0, downloads = {}, expanded, defaultExpanded = null, onExpandedChange, defaultOpen = false, ...rest },
  ref,
) {
  // The chat entry's words belong to the chat room (feedback namespace); the rail's own to frame.
  const { t } = useTranslation(['frame', 'feedback']);
  const chatLabel = chatUnread > 0 ? t('feedback:chat.openWithUnread', { number: chatUnread }) : t('feedback:chat.open');
  const id = useId();
  const railId = `${id}-rail`;
  const [ownExpanded, setOwnExpanded] = useState<RightSideBarDownload | null>(defaultExpanded);
  const current = expanded === undefined ? ownExpanded : expanded;
  const [isOpen, setOpen] = useState(defaultOpen);
  const [isTucked, setTucked] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setTucked(y > last && y > 48);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const setExpanded = (key: RightSideBarDownload | null) => {
    if (expanded === undefined) setOwnExpanded(key);
    onExpandedChange?.(key);
  };

  return (
    <RightSideBarRoot
      ref={ref}
      data-component="RightSideBar"
      data-tucked={isTucked && !isOpen ? '' : undefined}
      aria-label={t('rightSideBar.label')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        if (current) {
          const trigger = event.currentTarget.querySelector<HTMLElement>(`[data-key="${current}"]`);
          setExpanded(null);
          trigger?.focus();
        } else if (isOpen) {
          setOpen(false);
          event.currentTarget.querySelector<HTMLElement>(FAB_SELECTOR)?.focus();
        }
      }}
      {...rest}
    >
      <Rail id={railId} data-part="Rail" data-open={isOpen ? '' : undefined}>
        <Entry>
          {/* A short visible label keeps the narrow rail readable in every language; the full name is the tooltip. */}
          <RailButton type="button" data-part="CustomerService" title={t('rightSideBar.customerService')} onClick={onCustomerService}>
            <Icon name="support" size="lg" />
            {t('rightSideBar.customerServiceShort')}
          </RailButton>
        </Entry>
        {onChat ? (
          <Entry>
            <RailButton type="button" data-part="Chat" title={chatLabel} onClick={onChat}>
              <Icon name="message" size="lg" />
              {t('feedback:chat.title')}
              {chatUnread > 0 ? (
                <ChatBadge data-part="ChatBadge">
                  <span aria-hidden="true">{chatUnread > 99 ? '99+' : chatUnread}</span>
                  <VisuallyHidden>{t('feedback:chat.unread', { number: chatUnread })}</VisuallyHidden>
                </ChatBadge>
              ) : null}
            </RailButton>
          </Entry>
        ) : null}
        {rightSideBarDownloads
          .filter((d) => downloads[d.key])
          .map((d) => {
            const isExpanded = current === d.key;
            const panelId = `${id}-${d.key}`;
            const platform = t(`rightSideBar.${d.key}`);
            return (
              <Entry key={d.key}>
                <RailButton
                  type="button"
                  data-part="Download"
                  data-key={d.key}
                  aria-expanded={isExpanded}
                  aria-controls={isExpanded ? panelId : undefined}
                  onClick={() => setExpanded(isExpanded ? null : d.key)}
                >
                  <Icon name={d.icon} size="lg" />
                  {platform}
                </RailButton>
                {isExpanded ? (
                  <Popover id={panelId} data-part="Popover" role="region" aria-label={platform}>
                    <h3>{platform}</h3>
                    <QrCode value={downloads[d.key]!} size="md" label={t('rightSideBar.qrLabel', { platform })} />
                    <p data-part="Scan">{t('rightSideBar.scan')}</p>
                    <p>{t(`rightSideBar.${d.key}Hint`)}</p>
                  </Popover>
                ) : null}
              </Entry>
            );
          })}
      </Rail>
      <Fab
        type="button"
        data-part="Fab"
        aria-expanded={isOpen}
        aria-controls={railId}
        aria-label={isOpen ? t('rightSideBar.close') : t('rightSideBar.open')}
        onClick={() => {
          setOpen(!isOpen);
          if (isOpen) setExpanded(null);
        }}
      >
        <Icon name={isOpen ? 'close' : 'support'} size="lg" />
        {onChat && chatUnread > 0 && !isOpen ? <FabDot data-part="ChatDot" aria-hidden="true" /> : null}
      </Fab>
    </RightSideBarRoot>
  );
});
