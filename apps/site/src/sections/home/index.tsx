/**
 * Home (/index; /register and /register.html open it with the register modal): a welcome with the way in, and an
 * entry to every game category. Banners, hot games and the winners board arrive with the lobby issue.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useMemberInfo, useSession } from '@croupier/data';
import { Button, Container, Heading, Icon, Stack, Text, fontStack, media, vars, type IconName } from '@croupier/ui';
import { brand } from '../../brand';
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

const Categories = styled(Container)`
  display: grid;
  gap: ${vars.space['4']};
  padding-block: ${vars.space['8']} ${vars.space['12']};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tabletUp} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${vars.space['4']};
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${vars.space['2']};
  min-height: 112px;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.tile};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  text-decoration: none;
  box-shadow: ${vars.shadow.sm};
  transition:
    transform ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};
  &:hover {
    transform: translateY(-2px);
    border-color: ${vars.color.accent.border};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  [data-part='CardIcon'] {
    display: inline-grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${vars.radius.md};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  strong {
    font-size: ${vars.font.size.md};
  }
  span[data-part='CardBody'] {
    font-size: ${vars.font.size.sm};
    color: ${vars.color.text.secondary};
  }
`;

const entries: readonly { key: string; href: string; icon: IconName }[] = [
  { key: 'live', href: '/live', icon: 'live' },
  { key: 'rng', href: '/rng', icon: 'slots' },
  { key: 'sports', href: '/sports', icon: 'sports' },
  { key: 'fish', href: '/fish', icon: 'fish' },
  { key: 'pvp', href: '/pvp', icon: 'pvp' },
  { key: 'lottery', href: '/lottery', icon: 'lottery' },
  { key: 'elott', href: '/elott', icon: 'dice' },
  { key: 'hot', href: '/hot', icon: 'hot' },
];

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
      <section aria-labelledby="home-categories">
        <Categories width="content">
          <Heading level={2} id="home-categories" size="xl">
            {t('home.categories')}
          </Heading>
          <Grid>
            {entries.map((entry) => (
              <li key={entry.key}>
                <Card to={entry.href}>
                  <span data-part="CardIcon" aria-hidden="true">
                    <Icon name={entry.icon} />
                  </span>
                  <strong>{t(`frame:categories.${entry.key}`)}</strong>
                  <span data-part="CardBody">{t(`home.entries.${entry.key}`)}</span>
                </Card>
              </li>
            ))}
          </Grid>
          <Text tone="muted" size="sm">
            {t('home.responsible')}
          </Text>
        </Categories>
      </section>
    </>
  );
}
