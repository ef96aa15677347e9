/**
 * The root layout (SPEC §2 named views): header, main (fading on navigation), side menu, footer, bottom navigation
 * and the right-side bar, as the route's `handle` asks; the system-status screens; start-up calls (countries always,
 * member info with a token); the overlays (account modals, centres, dialogs, logout).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useMatches, useNavigate, useSearchParams } from 'react-router-dom';
import { isAgentAccount } from '@croupier/contract';
import { useCountries, useMemberInfo, useOpenCustomerService, useSession, useSessionStore, useWalletBalance } from '@croupier/data';
import { BottomNav, Header, LanguagePicker, ModeSwitch, SiteFrame, useToast, type BottomNavKey, type HeaderLinkProps } from '@croupier/ui';
import { brand } from '../brand';
import { setMode, useMode } from '../app/mode';
import type { RouteHandle } from '../app/routeTable';
import { centreAccess } from '../centres/registry';
import { useCentreBadges } from '../centres/useCentreBadges';
import { useCentreNavigation } from '../centres/useCentreNavigation';
import { openAuth, setSiteState, showDialog, useSiteState } from '../state/siteStore';
import { BrandLogo } from './BrandLogo';
import { SiteFooter } from './SiteFooter';
import { bottomNavTargets } from './navigation';
import { useHeaderGames } from './useHeaderGames';
import { SystemGate } from './SystemGate';
import { useSwitchLanguage } from './useSwitchLanguage';
import { useFailureHandler } from './useFailureHandler';

// Everything that is not on the first screen arrives after it.
const Overlays = lazy(() => import('./Overlays'));
const SiteSideMenu = lazy(() => import('./SiteSideMenu'));
const RightBar = lazy(() => import('./RightBar'));
const ChatRoomOverlay = lazy(() => import('./ChatRoomOverlay'));

const BALANCE_HIDDEN_KEY = 'croupier.balanceHidden';

const renderLink = ({ href, ...props }: HeaderLinkProps) => <Link to={href} {...props} />;

/** `mc:<page>` opens the member centre, `ac:<page>` the agent centre, `cs` customer service, anything else is a path. */
export function useFrameTarget() {
  const navigate = useNavigate();
  const { setMcPage, setAcPage } = useCentreNavigation();
  return useCallback(
    (target: string, openCustomerService: () => void) => {
      if (target === 'cs') openCustomerService();
      else if (target.startsWith('mc:')) setMcPage(target.slice(3));
      else if (target.startsWith('ac:')) setAcPage(target.slice(3) || undefined);
      else void navigate(target);
    },
    [navigate, setMcPage, setAcPage],
  );
}

export function RootLayout() {
  const { t } = useTranslation('site');
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? undefined) as RouteHandle | undefined;
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const sessionStore = useSessionStore();
  const state = useSiteState();
  const mode = useMode();
  const { setMcPage, setAcPage } = useCentreNavigation();
  const { language, switchLanguage } = useSwitchLanguage();
  const { toast } = useToast();

  // SPEC §4 start-up: the country codes always, member info when a token exists.
  useCountries();
  const memberInfo = useMemberInfo();
  const balance = useWalletBalance();
  const [isBalanceHidden, setBalanceHidden] = useState(() => typeof localStorage !== 'undefined' && localStorage.getItem(BALANCE_HIDDEN_KEY) === '1');
  useFailureHandler();
  const headerGames = useHeaderGames();

  // The overlays chunk loads once something needs it (a modal, a centre, a dialog).
  const needsOverlays = state.auth !== null || state.dialog !== null || state.afterLogin || state.logout !== 'idle' || params.has('mc') || params.has('ac');
  const [overlaysWanted, setOverlaysWanted] = useState(needsOverlays);
  useEffect(() => {
    if (needsOverlays) setOverlaysWanted(true);
  }, [needsOverlays]);
  // The first interaction anywhere fetches it too, so the modal a click asks for is usually ready.
  useEffect(() => {
    const want = () => setOverlaysWanted(true);
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of events) window.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, want);
    };
  }, []);

  // /register and /register.html open home with the register modal.
  useEffect(() => {
    if (handle?.opensRegister && !session.isLoggedIn) openAuth({ kind: 'register' });
  }, [handle?.opensRegister, session.isLoggedIn]);
  // /login opens the login modal over its page.
  useEffect(() => {
    if (handle?.section === 'login' && !session.isLoggedIn) openAuth({ kind: 'login' });
  }, [handle?.section, session.isLoggedIn]);

  // The app is on screen: a prerendered page kept hidden for this browser (see main.tsx) is gone now, and the page
  // answers to input (`data-app="ready"`; the end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.removeAttribute('data-prerender');
    document.documentElement.dataset.app = 'ready';
  }, []);
  // The document title follows the page; a new page starts at the top.
  useEffect(() => {
    const page = handle?.page ? t(`pages.${handle.page}.title`) : '';
    document.title = page ? `${page} | ${brand.name}` : brand.name;
  }, [handle?.page, t, language]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const frame = handle?.frame ?? 'full';
  const isLoggedIn = session.isLoggedIn;
  const visibleBottomKeys = (Object.keys(bottomNavTargets) as BottomNavKey[]).filter((key) => key !== 'favourites' || isLoggedIn);

  const openService = useOpenCustomerService();
  const openCustomerService = useCallback(() => {
    void openService().then((opened) => {
      if (!opened) toast({ tone: 'error', title: t('customerService.unavailable') });
    });
  }, [openService, toast, t]);
  // The chat room is for members: a visitor logs in first.
  const openChat = useCallback(() => {
    if (isLoggedIn) setSiteState({ chat: true });
    else openAuth({ kind: 'login' });
  }, [isLoggedIn]);
  const goTarget = useFrameTarget();
  const centreBadges = useCentreBadges();

  const utilities = (
    <>
      <LanguagePicker value={language} languages={brand.languages} onChange={(code) => void switchLanguage(code)} isCompact />
      <ModeSwitch mode={mode} onModeChange={setMode} size="sm" />
    </>
  );

  const header = (
    <Header
      logo={<BrandLogo />}
      brandName={brand.name}
      renderLink={renderLink}
      onNavigate={(path) => void navigate(path)}
      categories={headerGames.categories}
      openCategory={headerGames.openCategory}
      onOpenCategoryChange={headerGames.onOpenCategoryChange}
      gameMenu={headerGames.gameMenu}
      activeKey={handle?.headerKey}
      isLoggedIn={isLoggedIn}
      accountName={memberInfo.data?.account ?? session.account ?? undefined}
      balance={balance.data?.sumBalance}
      currencySymbol={brand.currencySymbol}
      isBalanceHidden={isBalanceHidden}
      onBalanceHiddenChange={(hidden) => {
        setBalanceHidden(hidden);
        localStorage.setItem(BALANCE_HIDDEN_KEY, hidden ? '1' : '0');
      }}
      onRefreshBalance={() => void balance.mutate()}
      isRefreshingBalance={balance.isValidating}
      onLogin={() => openAuth({ kind: 'login' })}
      onRegister={() => openAuth({ kind: 'register' })}
      onOpenMemberCentre={() => {
        const access = centreAccess('member', { isLoggedIn, isAgent: sessionStore.get('isAgent') });
        if (access === 'needRealAccount') showDialog({ kind: 'needRealAccount' });
        else setMcPage();
      }}
      {...(isLoggedIn && isAgentAccount(session.isAgent) ? { onOpenAgentCentre: () => setAcPage() } : {})}
      {...(centreBadges.hasMessages ? { onOpenMessages: () => setMcPage('messageV2'), unreadMessages: centreBadges.unreadMessages ?? 0 } : {})}
      onLogout={() => setSiteState({ logout: 'confirm' })}
      onOpenSideMenu={() => setSiteState({ sideMenu: { open: true, panel: 'main' } })}
      utilities={utilities}
    />
  );

  return (
    <SystemGate>
      <SiteFrame
        variant={frame}
        routeKey={location.pathname}
        isInGame={handle?.isInGame ?? false}
        mainId="main"
        header={header}
        sideMenu={
          frame === 'full' && handle?.hasSideMenu !== false && state.sideMenu.open ? (
            <Suspense fallback={null}>
              <SiteSideMenu onTarget={(target) => goTarget(target, openCustomerService)} utilities={utilities} />
            </Suspense>
          ) : null
        }
        footer={<SiteFooter />}
        bottomNav={<BottomNav activeKey={handle?.bottomNavKey} keys={visibleBottomKeys} onSelect={(key) => goTarget(bottomNavTargets[key], openCustomerService)} />}
        aside={
          frame === 'full' ? (
            <Suspense fallback={null}>
              <RightBar onCustomerService={openCustomerService} onChat={openChat} />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </SiteFrame>
      {state.chat && isLoggedIn ? (
        <Suspense fallback={null}>
          <ChatRoomOverlay onClose={() => setSiteState({ chat: false })} />
        </Suspense>
      ) : null}
      {overlaysWanted ? (
        <Suspense fallback={null}>
          <Overlays onGoHome={() => void navigate('/index')} onLoggedOut={() => void navigate('/', { replace: true })} />
        </Suspense>
      ) : null}
    </SystemGate>
  );
}
