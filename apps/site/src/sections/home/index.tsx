/**
 * Home (/index; /register and /register.html open it with the register modal): a welcome with the way in, the banner
 * notices (type B), the hot games, the winners board (recent wins, accounts masked by the platform; left out when there
 * are none) and an entry to every game category.
 */
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useHotGames, useMemberInfo, useNotices, useSession, useWinnerBoard } from '@croupier/data';
import {
  BannerCarousel,
  Button,
  CategoryEntries,
  Container,
  Heading,
  HotGamesRow,
  Icon,
  Stack,
  Text,
  WinnersBoard,
  fontStack,
  media,
  vars,
  type CategoryEntry,
  type IconName,
  type LobbyLinkRenderer,
  type Winner,
} from '@croupier/ui';
import { brand } from '../../brand';
import { bannerSlide } from '../../games/bannerSlide';
import { useGameLauncher } from '../../games/useLaunch';
import { LiveJackpot } from '../../engage/LiveJackpot';
import { openAuth } from '../../state/siteStore';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: ${vars.color.gradient.hero};
  border-bottom: 1px solid ${vars.color.border.subtle};
`;

const HeroInner = styled(Container)`
  display: grid;
  gap: ${vars.space['5']};
  padding-block: ${vars.space['10']};
  ${media.tabletUp} {
    padding-block: ${vars.space['16']};
  }
`;

const Title = styled.h1`
  margin: 0;
  max-width: 22ch;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size['3xl']};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};
  line-height: ${vars.font.lineHeight.tight};
  color: ${vars.color.text.primary};
  ${media.tabletUp} {
    font-size: ${vars.font.size['4xl']};
  }
`;

const Tagline = styled.p`
  margin: 0;
  max-width: 40rem;
  font-size: ${vars.font.size.lg};
  color: ${vars.color.text.secondary};
`;

const Sections = styled(Container)`
  display: grid;
  gap: ${vars.space['8']};
  padding-block: ${vars.space['6']} ${vars.space['12']};
  ${media.tabletUp} {
    gap: ${vars.space['10']};
    padding-block: ${vars.space['8']} ${vars.space['16']};
  }
`;

const entryList: readonly { key: string; href: string; icon: IconName }[] = [
  { key: 'live', href: '/live', icon: 'live' },
  { key: 'rng', href: '/rng', icon: 'slots' },
  { key: 'sports', href: '/sports', icon: 'sports' },
  { key: 'fish', href: '/fish', icon: 'fish' },
  { key: 'pvp', href: '/pvp', icon: 'pvp' },
  { key: 'lottery', href: '/lottery', icon: 'lottery' },
  { key: 'elott', href: '/elott', icon: 'dice' },
  { key: 'hot', href: '/hot', icon: 'hot' },
];

/** The hot games page ("view all"). */
const HOT_PAGE = '/hot';

/** Hot games on the home page: one row, the first of the platform's list. */
const HOME_HOT_COUNT = 20;

/** Winners on the home page: the newest few (the call's default, 100, is a whole list). */
const HOME_WINNERS_COUNT = 10;

const renderLink: LobbyLinkRenderer = ({ href, children, ...rest }) => (
  <Link to={href} {...rest}>
    {children}
  </Link>
);

/** The banner notices (type B) as slides: the notice's own picture when it has one, its title as artwork otherwise. */
function Banners() {
  // Data arriving is rendered in a transition (useDeferredValue), in slices the browser can interrupt: the landing
  // page's answers (banners, hot games, winners) arrive together and would otherwise block input while they render.
  const notices = useDeferredValue(useNotices('B').data);
  const slides = useMemo(() => (notices ?? []).map((notice, i) => bannerSlide(notice, i)), [notices]);
  // The banner's room is kept while the notices arrive, so nothing below it jumps (CLS).
  if (slides.length === 0) return notices && notices.length === 0 ? null : <BannerPlaceholder aria-hidden="true" />;
  return <BannerCarousel slides={slides} renderLink={renderLink} />;
}

const BannerPlaceholder = styled.div`
  width: 100%;
  aspect-ratio: 16 / 5;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton.base};
  ${media.phoneOnly} {
    aspect-ratio: 16 / 9;
  }
`;

/**
 * Parts below the first screen are laid out when they come near it (content-visibility): the first paint, and each
 * web font arriving, lays out less. The intrinsic size keeps the page's height close until then.
 */
const BelowTheFold = styled.div`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 480px;
`;

/** A query's answer and loading flag, rendered in a transition when they change (see Banners). */
function useDeferredQuery<T>({ data, isLoading }: { data: T | undefined; isLoading: boolean }) {
  return useDeferredValue(useMemo(() => ({ data, isLoading }), [data, isLoading]));
}

/** The recent winners below the hot games; nothing at all once it is known that there are none (or on an error). */
function HomeWinners() {
  const board = useDeferredQuery(useWinnerBoard({ limitNum: HOME_WINNERS_COUNT }));
  const winners = useMemo<Winner[]>(
    () => (board.data?.list ?? []).map((w, i) => ({ id: `${w.time}-${i}`, account: w.account, gameName: w.gameName, amount: w.amount })),
    [board.data],
  );
  if (!board.isLoading && winners.length === 0) return null;
  return (
    <BelowTheFold>
      <WinnersBoard winners={winners} isLoading={board.isLoading} currencySymbol={brand.currencySymbol} />
    </BelowTheFold>
  );
}

function HomeGames() {
  const { t } = useTranslation('site');
  const launcher = useGameLauncher();
  const hot = useDeferredQuery(useHotGames());
  const entries = useMemo<CategoryEntry[]>(
    () => entryList.map((entry) => ({ ...entry, description: t(`home.entries.${entry.key}`) })),
    [t],
  );
  return (
    <>
      <HotGamesRow games={(hot.data?.list ?? []).slice(0, HOME_HOT_COUNT)} isLoading={hot.isLoading} viewAllHref={HOT_PAGE} renderLink={renderLink} {...launcher.tileProps} />
      <HomeWinners />
      <BelowTheFold as="section" aria-labelledby="home-categories">
        <Stack gap="4">
          <Heading level={2} id="home-categories" size="xl">
            {t('home.categories')}
          </Heading>
          <CategoryEntries entries={entries} renderLink={renderLink} />
        </Stack>
      </BelowTheFold>
      {launcher.dialogs}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('site');
  const { isLoggedIn, account } = useSession();
  const info = useMemberInfo().data;
  const navigate = useNavigate();
  return (
    <>
      <Hero>
        <HeroInner width="content">
          <Title>
            {isLoggedIn
              ? t('home.welcomeBack', { name: info?.account ?? account ?? '' })
              : t('home.title', { brand: brand.name })}
          </Title>
          <Tagline>{t('home.tagline')}</Tagline>
          <Stack direction="row" gap="3" isWrapping>
            {isLoggedIn ? (
              <Button
                variant="primary"
                size="lg"
                startIcon={<Icon name="play" />}
                onClick={() => void navigate('/rng')}
              >
                {t('common:actions.playNow')}
              </Button>
            ) : (
              <>
                <Button variant="primary" size="lg" onClick={() => openAuth({ kind: 'register' })}>
                  {t('home.join')}
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  startIcon={<Icon name="login" />}
                  onClick={() => openAuth({ kind: 'login' })}
                >
                  {t('common:actions.login')}
                </Button>
              </>
            )}
          </Stack>
        </HeroInner>
      </Hero>
      <Sections width="content">
        <Banners />
        <LiveJackpot variant="compact" />
        <HomeGames />
        <Text tone="muted" size="sm">
          {t('home.responsible')}
        </Text>
      </Sections>
    </>
  );
}
