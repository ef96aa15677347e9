import { IN_GAME_ROUTES } from '@croupier/contract';
import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Main, RouteView, SiteFrameRoot } from './SiteFrame.styles';
import type { SiteFrameProps } from './SiteFrame.types';

/** True for the in-game routes of SPEC §2 (case-insensitive; query and trailing slash ignored). */
export function isInGameRoute(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase();
  return (IN_GAME_ROUTES as readonly string[]).includes(clean);
}

/**
 * The page frame for the site's named views: a skip link, header, side menu, main (fading in on each route it is
 * navigated to: the page it opens with, often prerendered, is there at once),
 * footer and, on phones, the bottom nav. `headerOnly` and `bare` drop the parts their views do not have.
 */
export const SiteFrame = forwardRef<HTMLDivElement, SiteFrameProps>(function SiteFrame(
  { variant = 'full', header, sideMenu, footer, bottomNav, aside, routeKey, isInGame = false, mainId = 'main-content', children, ...rest },
  ref,
) {
  const { t } = useTranslation('frame');
  const isFull = variant === 'full';
  const hasHeader = variant !== 'bare';
  const showBottomNav = isFull && !isInGame && Boolean(bottomNav);
  // Adjusted while rendering (React's pattern for state derived from a prop change): fades start with the first
  // navigation.
  const [fade, setFade] = useState({ key: routeKey, isOn: false });
  if (fade.key !== routeKey) setFade({ key: routeKey, isOn: true });
  return (
    <SiteFrameRoot
      ref={ref}
      data-component="SiteFrame"
      data-variant={variant}
      data-in-game={isInGame ? '' : undefined}
      data-has-bottom-nav={showBottomNav ? '' : undefined}
      data-has-aside={isFull && !isInGame && aside ? '' : undefined}
      {...rest}
    >
      <VisuallyHidden focusable>
        <a href={`#${mainId}`}>{t('siteFrame.skipToContent')}</a>
      </VisuallyHidden>
      {hasHeader ? header : null}
      {isFull ? sideMenu : null}
      <Main id={mainId} tabIndex={-1} data-part="Main">
        <RouteView key={routeKey} data-part="RouteView" data-fade={fade.isOn ? '' : undefined}>
          {children}
        </RouteView>
      </Main>
      {isFull && !isInGame ? footer : null}
      {isFull && !isInGame ? aside : null}
      {showBottomNav ? bottomNav : null}
    </SiteFrameRoot>
  );
});
