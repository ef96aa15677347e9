import {
  forwardRef,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { BalanceDisplay } from '../../feedback/BalanceDisplay';
import { Icon } from '../../primitives/Icon';
import { media } from '../../theme';
import { GameMenu } from '../GameMenu';
import {
  Actions,
  Bar,
  HeaderRoot,
  LogoSlot,
  MeasureEntry,
  MeasureList,
  MeasureRow,
  MoreAnchor,
  MoreList,
  Nav,
  NavEntry,
  NavItem,
  NavList,
  Panel,
  Utilities,
} from './Header.styles';
import type { HeaderCategory, HeaderLinkProps, HeaderProps } from './Header.types';
import { fitEntries } from './fitEntries';

/** Close a hover-opened menu this long after the pointer leaves, so a diagonal move to the panel survives. */
const HOVER_CLOSE_DELAY_MS = 150;
const HOME_PATH = '/index';
const FOCUSABLE = 'button:not(:disabled), a[href]';
const CURRENT_PAGE = 'page';
/** The nav's looks, roomiest first; `[data-nav-density]` in Header.styles. */
const densities = ['roomy', 'compact'] as const;
/** The fixed entries before the game types; favourites only for members. */
const fixedEntries = [
  { key: 'hot', href: '/hot', icon: 'hot', isMemberOnly: false },
  { key: 'fav', href: '/fav', icon: 'favourite', isMemberOnly: true },
] as const satisfies readonly { key: string; href: string; icon: HeaderCategory['icon']; isMemberOnly: boolean }[];

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The site header (SPEC §2): logo home, hot games, favourites when logged in, one drop menu per game type
 * (hover, keyboard and touch), and the account area. Below desktop width it is a compact bar: logo, balance
 * or login, and the side-menu button.
 */
/** One top-level nav entry: a plain link, or a game type with a drop menu when it has vendors. */
interface NavEntryModel {
  key: string;
  label: string;
  icon: HeaderCategory['icon'];
  href: string;
  category?: HeaderCategory;
}

/**
 * The site header (SPEC §2): logo home, hot games, favourites when logged in, one drop menu per game type
 * (hover, keyboard and touch), and the account area. Entries that do not fit move into a "More" menu
 * (priority plus), measured before paint so the first frame is final. Below desktop width it is a compact bar:
 * logo, balance or login, and the side-menu button.
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    logo,
    brandName,
    onNavigate,
    renderLink,
    categories,
    activeKey,
    openCategory,
    defaultOpenCategory = null,
    onOpenCategoryChange,
    defaultMoreOpen = false,
    gameMenu,
    isLoggedIn = false,
    accountName,
    balance,
    currencySymbol,
    isBalanceHidden,
    onBalanceHiddenChange,
    onRefreshBalance,
    isRefreshingBalance,
    onLogin,
    onRegister,
    onOpenMemberCentre,
    onOpenAgentCentre,
    onOpenMessages,
    unreadMessages,
    onLogout,
    onOpenSideMenu,
    utilities,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('frame');
  const baseId = useId();
  const moreListId = `${baseId}-more`;
  const [ownOpen, setOwnOpen] = useState<string | null>(defaultOpenCategory);
  const openKey = openCategory === undefined ? ownOpen : openCategory;
  const [isMoreOpen, setMoreOpen] = useState(defaultMoreOpen);
  /** How many leading entries fit and whether in the compact look; null until measured (then every entry renders). */
  const [fit, setFit] = useState<{ count: number; isCompact: boolean } | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusPanelOnOpen = useRef(false);
  const focusMoreItem = useRef<'first' | 'last' | null>(null);
  const triggers = useRef(new Map<string, HTMLAnchorElement | HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const moreTriggerRef = useRef<HTMLButtonElement>(null);
  const moreListRef = useRef<HTMLUListElement>(null);

  const categoryLabel = (category: HeaderCategory) => category.label ?? t(`categories.${category.key}`, { defaultValue: category.key });
  const entries: NavEntryModel[] = [
    ...fixedEntries
      .filter((entry) => isLoggedIn || !entry.isMemberOnly)
      .map((entry) => ({ key: entry.key, label: t(`categories.${entry.key}`), icon: entry.icon, href: entry.href })),
    ...categories.map((category) => ({
      key: category.key,
      label: categoryLabel(category),
      icon: category.icon,
      href: category.href ?? `/${category.key}`,
      category: category.vendors.length > 0 ? category : undefined,
    })),
  ];
  const shownCount = fit === null ? entries.length : Math.min(fit.count, entries.length);
  const visibleEntries = entries.slice(0, shownCount);
  const overflowEntries = entries.slice(shownCount);
  const moreLabel = t('header.more');
  // Re-measure whenever what the entries say changes (language, login, categories).
  const measureKey = `${entries.map((entry) => `${entry.key}:${entry.label}:${entry.category ? 'menu' : 'link'}`).join('|')}|${moreLabel}`;

  const setOpen = (key: string | null) => {
    window.clearTimeout(closeTimer.current);
    if (key) setMoreOpen(false);
    if (key === openKey) return;
    if (openCategory === undefined) setOwnOpen(key);
    onOpenCategoryChange?.(key);
  };

  // Priority plus: the hidden measuring rows hold every entry and the More entry at their natural widths, in the
  // roomy look and in the compact one (no icons, tighter padding), which is tried before anything moves into More.
  useLayoutEffect(() => {
    const nav = navRef.current;
    const row = measureRef.current;
    if (!nav || !row) return undefined;
    // Below desktop width the nav is hidden: nothing to fit, and reading sizes would only force layouts.
    const desktop = typeof window.matchMedia === 'function' ? window.matchMedia(media.desktopUp.replace('@media ', '')) : null;
    const widthsOf = (list: Element | undefined) => Array.from(list?.children ?? [], (item) => item.getBoundingClientRect().width);
    const measure = () => {
      if (desktop && !desktop.matches) return;
      const available = nav.clientWidth;
      // Hidden: keep the last result until the nav shows again.
      if (available === 0) return;
      const roomy = widthsOf(row.children[0]).slice(0, -1);
      const compact = widthsOf(row.children[1]);
      const moreWidth = compact.pop() ?? 0;
      const next =
        fitEntries(roomy, available, 0) === roomy.length
          ? { count: roomy.length, isCompact: false }
          : { count: fitEntries(compact, available, moreWidth), isCompact: true };
      setFit((current) => (current?.count === next.count && current.isCompact === next.isCompact ? current : next));
    };
    measure();
    // Resizes come in bursts (window drags, each web font that arrives): measure once per frame.
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    desktop?.addEventListener('change', schedule);
    if (typeof ResizeObserver === 'undefined') return () => desktop?.removeEventListener('change', schedule);
    // The nav resizes with the window; the row resizes when web fonts arrive.
    const observer = new ResizeObserver(schedule);
    observer.observe(nav);
    for (const list of row.children) observer.observe(list);
    return () => {
      cancelAnimationFrame(frame);
      desktop?.removeEventListener('change', schedule);
      observer.disconnect();
    };
  }, [measureKey]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!openKey || !focusPanelOnOpen.current) return;
    focusPanelOnOpen.current = false;
    panels.current.get(openKey)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [openKey]);

  const moreItems = () => Array.from(moreListRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
  useEffect(() => {
    if (!isMoreOpen || !focusMoreItem.current) return;
    const items = moreItems();
    const target = focusMoreItem.current === 'first' ? items[0] : items.at(-1);
    focusMoreItem.current = null;
    target?.focus();
  }, [isMoreOpen]);

  const link = ({ href, onClick, children, ...props }: HeaderLinkProps): ReactNode =>
    renderLink ? (
      renderLink({ href, onClick, children, ...props })
    ) : (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !onNavigate || !isPlainClick(event)) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );

  const navLink = (entry: NavEntryModel) => (
    <NavItem key={entry.key} data-part="NavItem" data-key={entry.key}>
      {link({
        href: entry.href,
        'aria-current': activeKey === entry.key ? CURRENT_PAGE : undefined,
        children: (
          <>
            <Icon name={entry.icon} size="sm" data-part="EntryIcon" />
            {entry.label}
          </>
        ),
      })}
    </NavItem>
  );

  const panelId = (key: string) => `${baseId}-${key}-menu`;

  /** The wide drop panel of a game type: its vendors and their games. Positioned on the header, not the entry. */
  const categoryPanel = (category: HeaderCategory, label: string) => (
    <Panel
      id={panelId(category.key)}
      data-part="MenuPanel"
      ref={(node) => {
        if (node) panels.current.set(category.key, node);
        else panels.current.delete(category.key);
      }}
      role="region"
      aria-label={t('header.gamesOf', { name: label })}
    >
      <div data-part="PanelSurface">
        <GameMenu
          key={category.key}
          games={[]}
          {...gameMenu}
          vendors={category.vendors}
          onViewAll={gameMenu?.onViewAll ?? (category.href && onNavigate ? () => onNavigate(category.href!) : undefined)}
        />
      </div>
    </Panel>
  );

  const menuItem = (entry: NavEntryModel, category: HeaderCategory) => {
    const key = entry.key;
    const isOpen = openKey === key;
    const scheduleClose = () => {
      window.clearTimeout(closeTimer.current);
      closeTimer.current = window.setTimeout(() => {
        if (openedByHover.current) setOpen(null);
      }, HOVER_CLOSE_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(null);
        triggers.current.get(key)?.focus();
      }
    };
    return (
      <NavItem
        key={key}
        data-part="NavItem"
        data-key={key}
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(closeTimer.current);
          if (!isOpen) {
            openedByHover.current = true;
            setOpen(key);
          }
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && isOpen) scheduleClose();
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (isOpen && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
        }}
      >
        <NavEntry
          type="button"
          ref={(node) => {
            if (node) triggers.current.set(key, node);
            else triggers.current.delete(key);
          }}
          data-part="MenuTrigger"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId(key) : undefined}
          aria-current={activeKey === key ? CURRENT_PAGE : undefined}
          onClick={() => {
            // A click on a menu that the pointer just opened pins it instead of closing it.
            if (isOpen && openedByHover.current) {
              openedByHover.current = false;
              return;
            }
            openedByHover.current = false;
            setOpen(isOpen ? null : key);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              openedByHover.current = false;
              focusPanelOnOpen.current = true;
              if (isOpen) panels.current.get(key)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
              else setOpen(key);
            }
          }}
        >
          <Icon name={entry.icon} size="sm" data-part="EntryIcon" />
          {entry.label}
          <Icon name="chevronDown" size="xs" data-part="Chevron" />
        </NavEntry>
        {isOpen ? categoryPanel(category, entry.label) : null}
      </NavItem>
    );
  };

  /** Opens the More list and moves focus to its first or last entry (keyboard), or leaves it on the button (pointer). */
  const openMore = (focus: 'first' | 'last' | null) => {
    focusMoreItem.current = focus;
    if (openKey) setOpen(null);
    if (isMoreOpen) {
      const items = moreItems();
      focusMoreItem.current = null;
      (focus === 'first' ? items[0] : focus === 'last' ? items.at(-1) : undefined)?.focus();
    } else setMoreOpen(true);
  };

  const moreItem = () => {
    const openOverflow = overflowEntries.find((entry) => entry.category && entry.key === openKey);
    const holdsCurrent = overflowEntries.some((entry) => entry.key === activeKey);
    // Focus goes back to the button before the list unmounts, so the item's removal never reads as leaving the menu.
    const closeList = () => {
      moreTriggerRef.current?.focus();
      setMoreOpen(false);
    };
    const onMoreClick = (event: MouseEvent<HTMLButtonElement>) => {
      // detail 0: Enter or Space, which also moves focus into the list; a tap or click leaves it on the button.
      if (isMoreOpen) setMoreOpen(false);
      else openMore(event.detail === 0 ? 'first' : null);
    };
    const onMoreKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      openMore(event.key === 'ArrowDown' ? 'first' : 'last');
    };
    return (
      <NavItem
        key="more"
        data-part="NavItem"
        data-key="more"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || (!isMoreOpen && !openOverflow)) return;
          event.preventDefault();
          event.stopPropagation();
          if (isMoreOpen) setMoreOpen(false);
          else setOpen(null);
          moreTriggerRef.current?.focus();
        }}
        onBlur={(event: FocusEvent<HTMLLIElement>) => {
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          if (isMoreOpen) setMoreOpen(false);
          if (openOverflow) setOpen(null);
        }}
      >
        <MoreAnchor>
          <NavEntry
            type="button"
            ref={moreTriggerRef}
            data-part="MoreTrigger"
            data-active={holdsCurrent || openOverflow ? '' : undefined}
            aria-expanded={isMoreOpen}
            aria-controls={isMoreOpen ? moreListId : undefined}
            onClick={onMoreClick}
            onKeyDown={onMoreKeyDown}
          >
            {moreLabel}
            <Icon name="chevronDown" size="xs" data-part="Chevron" />
          </NavEntry>
          {isMoreOpen ? (
            <MoreList
              id={moreListId}
              ref={moreListRef}
              data-part="MoreList"
              onKeyDown={(event) => {
                const items = moreItems();
                const index = items.indexOf(document.activeElement as HTMLElement);
                const next =
                  event.key === 'ArrowDown'
                    ? items[(index + 1) % items.length]
                    : event.key === 'ArrowUp'
                      ? items[(index - 1 + items.length) % items.length]
                      : event.key === 'Home'
                        ? items[0]
                        : event.key === 'End'
                          ? items.at(-1)
                          : undefined;
                if (!next) return;
                event.preventDefault();
                next.focus();
              }}
            >
              {overflowEntries.map((entry) => {
                const category = entry.category;
                return (
                  <li key={entry.key} data-key={entry.key}>
                    {category ? (
                      <button
                        type="button"
                        aria-expanded={false}
                        aria-current={activeKey === entry.key ? CURRENT_PAGE : undefined}
                        onClick={() => {
                          moreTriggerRef.current?.focus();
                          openedByHover.current = false;
                          focusPanelOnOpen.current = true;
                          setOpen(entry.key);
                        }}
                      >
                        <Icon name={entry.icon} size="sm" />
                        {entry.label}
                      </button>
                    ) : (
                      link({
                        href: entry.href,
                        'aria-current': activeKey === entry.key ? CURRENT_PAGE : undefined,
                        onClick: closeList,
                        children: (
                          <>
                            <Icon name={entry.icon} size="sm" />
                            {entry.label}
                          </>
                        ),
                      })
                    )}
                  </li>
                );
              })}
            </MoreList>
          ) : null}
        </MoreAnchor>
        {openOverflow?.category ? categoryPanel(openOverflow.category, openOverflow.label) : null}
      </NavItem>
    );
  };

  return (
    <HeaderRoot ref={ref} data-component="Header" data-logged-in={isLoggedIn ? '' : undefined} {...rest}>
      <Bar data-part="Bar">
        <LogoSlot data-part="Logo">{link({ href: HOME_PATH, 'aria-label': t('header.home', { brand: brandName }), children: logo })}</LogoSlot>
        {/* Outside the nav, so the nav's own look never leaks into the roomy measurement. */}
        <MeasureRow ref={measureRef} aria-hidden="true" data-part="NavMeasure">
          {densities.map((density) => (
            <MeasureList key={density} data-nav-density={density}>
              {entries.map((entry) => (
                <MeasureEntry key={entry.key}>
                  <Icon name={entry.icon} size="sm" data-part="EntryIcon" />
                  {entry.label}
                  {entry.category ? <Icon name="chevronDown" size="xs" data-part="Chevron" /> : null}
                </MeasureEntry>
              ))}
              <MeasureEntry key="more">
                {moreLabel}
                <Icon name="chevronDown" size="xs" data-part="Chevron" />
              </MeasureEntry>
            </MeasureList>
          ))}
        </MeasureRow>
        <Nav ref={navRef} aria-label={t('header.mainNav')} data-part="Nav" data-nav-density={fit?.isCompact ? densities[1] : densities[0]}>
          <NavList>
            {visibleEntries.map((entry) => (entry.category ? menuItem(entry, entry.category) : navLink(entry)))}
            {overflowEntries.length > 0 ? moreItem() : null}
          </NavList>
        </Nav>
        <Actions data-part="Actions">
          {isLoggedIn ? (
            <>
              <BalanceDisplay
                balance={balance}
                currencySymbol={currencySymbol}
                isHidden={isBalanceHidden}
                onHiddenChange={onBalanceHiddenChange}
                onRefresh={onRefreshBalance}
                isRefreshing={isRefreshingBalance}
                size="sm"
              />
              <Button
                variant="secondary"
                size="sm"
                data-part="AccountButton"
                startIcon={<Icon name="user" size="sm" />}
                aria-label={t('header.account', { name: accountName ?? '' })}
                onClick={onOpenMemberCentre}
              >
                {accountName}
              </Button>
              {onOpenAgentCentre ? (
                <IconButton icon="users" label={t('header.agentCentre')} data-part="AgentCentreButton" onClick={onOpenAgentCentre} />
              ) : null}
              {onOpenMessages ? (
                <IconButton icon="mail" label={t('header.messages')} badge={unreadMessages} data-part="MessagesButton" onClick={onOpenMessages} />
              ) : null}
              <IconButton icon="logout" label={t('common:actions.logout')} data-part="LogoutButton" onClick={onLogout} />
            </>
          ) : (
            <>
              <Button variant="outline" size="sm" data-part="LoginButton" onClick={onLogin}>
                {t('common:actions.login')}
              </Button>
              <Button variant="primary" size="sm" data-part="RegisterButton" onClick={onRegister}>
                {t('common:actions.register')}
              </Button>
            </>
          )}
          {utilities ? <Utilities data-part="Utilities">{utilities}</Utilities> : null}
          <IconButton icon="menu" label={t('header.openMenu')} data-part="MenuButton" onClick={onOpenSideMenu} />
        </Actions>
      </Bar>
    </HeaderRoot>
  );
});
