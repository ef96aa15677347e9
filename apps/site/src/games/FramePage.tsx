/**
 * /game (the iframe launcher, header only) and /seamless (the in-game page): the launch URL of the `url` query in the
 * kit's sandboxed GameFrame, titled with the `name` query. Only pages of the merchant's launch hosts (its CDNs, else the
 * platform's games origin) are framed, never the site's own. Leaving (the back button, the browser's back, any navigation) refreshes the header balance; it also
 * refreshes when the window regains focus.
 */
import { useWalletBalance } from '@croupier/data';
import { Button, EmptyState, GameFrame, vars } from '@croupier/ui';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSiteConfig } from '../app/useSiteConfig';
import { SectionPage } from '../sections/SectionPage';
import { safeGameUrl } from './launchRules';

/** The frame fills the window below the header. */
const Stage = styled.div`
  display: grid;
  height: calc(100dvh - ${vars.layout.header.height});
  min-height: 480px;
  & > [data-component='GameFrame'] {
    height: 100%;
  }
`;

/** Refreshes the member's balance when the component goes away (the member leaves the game). */
export function useBalanceRefreshOnLeave(): () => void {
  const { mutate } = useWalletBalance();
  useEffect(() => () => void mutate(), [mutate]);
  return () => void mutate();
}

export function FramePage() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { status } = useSiteConfig();
  const refreshBalance = useBalanceRefreshOnLeave();
  const src = useMemo(
    () => safeGameUrl(params.get('url'), window.location.origin, status?.launchGameCDNs ?? []),
    [params, status?.launchGameCDNs],
  );
  const name = params.get('name')?.trim() || t('pages.game.title');

  if (!src) {
    return (
      <SectionPage>
        <EmptyState
          icon="dice"
          title={t('games.noGame')}
          description={t('games.noGameHint')}
          action={
            <Button variant="primary" onClick={() => void navigate('/rng')}>
              {t('games.toLobby')}
            </Button>
          }
        />
      </SectionPage>
    );
  }

  const leave = () => {
    refreshBalance();
    // Back to where the game was started from; to the lobby when the game was opened directly.
    if (location.key !== 'default' && window.history.length > 1) void navigate(-1);
    else void navigate('/rng', { replace: true });
  };

  return (
    <Stage>
      <GameFrame key={src} src={src} title={name} headingLevel={1} onClose={leave} />
    </Stage>
  );
}
