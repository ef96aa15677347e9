import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { BalanceDisplay } from '../../feedback/BalanceDisplay';
import { Icon } from '../../primitives/Icon';
import { GameMenu } from '../GameMenu';
import { Actions, Bar, HeaderRoot, LogoSlot, Nav, NavEntry, NavItem, NavList, Panel } from './Header.styles';
import type { HeaderCategory, HeaderLinkProps, HeaderProps } from './Header.types';

/** Close a hover-opened menu this long after the pointer leaves, so a diagonal move to the panel survives. */
const HOVER_CLOSE_DELAY_MS = 150;
const HOME_PATH = '/index';
const FOCUSABLE = 'button:not(:disabled), a[href]';
const CURRENT_PAGE = 'page';
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
    onLogout,
    onOpenSideMenu,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('frame');
  const baseId = useId();
  const [ownOpen, setOwnOpen] = useState<string | null>(defaultOpenCategory);
  const openKey = openCategory === undefined ? ownOpen : openCategory;
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusPanelOnOpen = useRef(false);
  const triggers = useRef(new Map<string, HTMLAnchorElement | HTMLButtonElement>());
  const panels = useRef(new Map<string, HTMLDivElement>());

  const setOpen = (key: string | null) => {
    window.clearTimeout(closeTimer.current);
    if (key === openKey) return;
    if (openCategory === undefined) setOwnOpen(key);
    onOpenCategoryChange?.(key);
  };

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useEffect(() => {
    if (!openKey || !focusPanelOnOpen.current) return;
    focusPanelOnOpen.current = false;
    panels.current.get(openKey)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [openKey]);

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

  const navLink = (key: string, href: string, icon: HeaderCategory['icon'], label: string) => (
    <NavItem key={key} data-part="NavItem" data-key={key}>
      {link({
        href,
        'aria-current': activeKey === key ? CURRENT_PAGE : undefined,
        children: (
          <>
            <Icon name={icon} size="sm" />
            {label}
          </>
        ),
      })}
    </NavItem>
  );

  const menuItem = (category: HeaderCategory) => {
    const key = category.key;
    const label = category.label ?? t(`categories.${key}`, { defaultValue: key });
    const isOpen = openKey === key;
    const panelId = `${baseId}-${key}-menu`;
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
          aria-controls={isOpen ? panelId : undefined}
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
          <Icon name={category.icon} size="sm" />
          {label}
          <Icon name="chevronDown" size="xs" data-part="Chevron" />
        </NavEntry>
        {isOpen ? (
          <Panel
            id={panelId}
            data-part="MenuPanel"
            ref={(node) => {
              if (node) panels.current.set(key, node);
              else panels.current.delete(key);
            }}
            role="region"
            aria-label={t('header.gamesOf', { name: label })}
          >
            <div data-part="PanelSurface">
              <GameMenu
                key={key}
                games={[]}
                {...gameMenu}
                vendors={category.vendors}
                onViewAll={
                  gameMenu?.onViewAll ?? (category.href && onNavigate ? () => onNavigate(category.href!) : undefined)
                }
              />
            </div>
          </Panel>
        ) : null}
      </NavItem>
    );
  };

  return (
    <HeaderRoot ref={ref} data-component="Header" data-logged-in={isLoggedIn ? '' : undefined} {...rest}>
      <Bar data-part="Bar">
        <LogoSlot data-part="Logo">{link({ href: HOME_PATH, 'aria-label': t('header.home', { brand: brandName }), children: logo })}</LogoSlot>
        <Nav aria-label={t('header.mainNav')} data-part="Nav">
          <NavList>
            {fixedEntries
              .filter((entry) => isLoggedIn || !entry.isMemberOnly)
              .map((entry) => navLink(entry.key, entry.href, entry.icon, t(`categories.${entry.key}`)))}
            {categories.map((category) =>
              category.vendors.length > 0
                ? menuItem(category)
                : navLink(category.key, category.href ?? `/${category.key}`, category.icon, category.label ?? t(`categories.${category.key}`, { defaultValue: category.key })),
            )}
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
          <IconButton icon="menu" label={t('header.openMenu')} data-part="MenuButton" onClick={onOpenSideMenu} />
        </Actions>
      </Bar>
    </HeaderRoot>
  );
});
