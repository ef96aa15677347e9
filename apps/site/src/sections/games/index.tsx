/**
 * /hot (hot games) and /fav (the member's favourites, kept by the platform, so they survive a reload). Any tile's
 * heart adds or removes a favourite when logged in; a visitor on /fav is asked to log in.
 */
import { useHotGames, useSession } from '@croupier/data';
import { Button, EmptyState, GameGrid, Icon } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useFavourites } from '../../games/useFavourites';
import { useGameLauncher, type GameLauncher } from '../../games/useLaunch';
import { openAuth } from '../../state/siteStore';
import { SectionPage, usePageKey } from '../SectionPage';

function HotGames({ launcher }: { launcher: GameLauncher }) {
  const hot = useHotGames();
  return <GameGrid games={hot.data?.list ?? []} isLoading={hot.isLoading} {...launcher.tileProps} />;
}

function Favourites({ launcher }: { launcher: GameLauncher }) {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const { isLoggedIn } = useSession();
  const { favourites, isLoading } = useFavourites();
  if (!isLoggedIn) {
    return (
      <EmptyState
        icon="favourite"
        title={t('games.fav.loginTitle')}
        description={t('games.fav.loginHint')}
        action={
          <Button variant="primary" startIcon={<Icon name="login" />} onClick={() => openAuth({ kind: 'login' })}>
            {t('common:actions.login')}
          </Button>
        }
      />
    );
  }
  return (
    <GameGrid
      games={favourites}
      isLoading={isLoading}
      emptyState={
        <EmptyState
          icon="favourite"
          title={t('games.fav.emptyTitle')}
          description={t('games.fav.emptyHint')}
          action={
            <Button variant="primary" onClick={() => void navigate('/rng')}>
              {t('games.toLobby')}
            </Button>
          }
        />
      }
      {...launcher.tileProps}
    />
  );
}

export function Component() {
  const page = usePageKey();
  const launcher = useGameLauncher();
  return (
    <SectionPage>
      {page === 'fav' ? <Favourites launcher={launcher} /> : <HotGames launcher={launcher} />}
      {launcher.dialogs}
    </SectionPage>
  );
}
