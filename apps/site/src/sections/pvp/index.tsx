/**
 * /pvp: the card-game rooms (usePvpRooms), by vendor, grouped by game: each room with its bet limits and seats. Joining
 * follows the launch rules (log in first; trial accounts get the need-a-true-account warning) and opens the room on
 * /game; maintenance and balance refusals show the launch dialogs.
 */
import { formatMoney, type Game } from '@croupier/contract';
import { useClient, usePvpRooms, useSession, type PvpRoomsResult } from '@croupier/data';
import { Button, EmptyState, Heading, Skeleton, Stack, Text, VendorTabs, media, vars } from '@croupier/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { decideLaunch } from '../../games/launchRules';
import { useGameLauncher } from '../../games/useLaunch';
import { useVendorNames } from '../../games/useVendorNames';
import { openAuth, showDialog } from '../../state/siteStore';
import { SectionPage } from '../SectionPage';

type Room = PvpRoomsResult['list'][number];

const Rooms = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.phoneOnly} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const RoomCard = styled.li`
  display: grid;
  grid-template-columns: 48px minmax(0, 1fr);
  gap: ${vars.space['2']} ${vars.space['3']};
  align-items: center;
  padding: ${vars.space['3']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.tile};
  background: ${vars.color.surface.raised};
  box-shadow: ${vars.shadow.sm};
  img {
    width: 48px;
    height: 48px;
    border-radius: ${vars.radius.md};
    object-fit: cover;
  }
  [data-part='RoomFacts'] {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  button {
    grid-column: 1 / -1;
  }
  ${media.phoneOnly} {
    grid-template-columns: minmax(0, 1fr);
    img {
      display: none;
    }
  }
`;

const roomGame = (room: Room): Game => ({
  gameId: room.gameId,
  roomId: room.roomId,
  ...(room.nodeId === undefined ? {} : { nodeId: room.nodeId }),
  vassalage: room.vassalage,
  gameName: room.gameName,
  displayName: room.gameName,
  ...(room.showIcon ? { showIcon: room.showIcon } : {}),
});

function RoomList({ rooms, onJoin, isBusy }: { rooms: readonly Room[]; onJoin: (room: Room) => void; isBusy: boolean }) {
  const { t } = useTranslation('site');
  const byGame = useMemo(() => {
    const map = new Map<string, Room[]>();
    for (const room of rooms) map.set(String(room.gameId), [...(map.get(String(room.gameId)) ?? []), room]);
    return [...map.values()];
  }, [rooms]);
  return (
    <Stack gap="6">
      {byGame.map((group) => {
        const first = group[0]!;
        const id = `pvp-game-${String(first.gameId)}`;
        return (
          <Stack as="section" gap="3" key={id} aria-labelledby={id}>
            <Heading level={2} size="lg" id={id}>
              {first.gameName}
            </Heading>
            <Rooms>
              {group.map((room) => {
                const isFull = room.players >= room.capacity;
                return (
                  <RoomCard key={room.roomId} data-room={room.roomId}>
                    {room.showIcon ? <img src={room.showIcon} alt="" loading="lazy" decoding="async" /> : <span />}
                    <span data-part="RoomFacts">
                      <Text weight="bold" truncate>
                        {room.roomName}
                      </Text>
                      <Text size="sm" tone="secondary" isTabular>
                        {t('games.pvp.limits', { min: formatMoney(room.minBet), max: formatMoney(room.maxBet) })}
                      </Text>
                      <Text size="sm" tone={isFull ? 'warning' : 'muted'} isTabular>
                        {t('games.pvp.seats', { players: room.players, capacity: room.capacity })}
                      </Text>
                    </span>
                    <Button
                      variant={isFull ? 'outline' : 'primary'}
                      size="sm"
                      disabled={isFull || isBusy}
                      aria-label={t('games.pvp.joinRoom', { game: room.gameName, room: room.roomName })}
                      onClick={() => onJoin(room)}
                    >
                      {isFull ? t('games.pvp.full') : t('games.pvp.join')}
                    </Button>
                  </RoomCard>
                );
              })}
            </Rooms>
          </Stack>
        );
      })}
    </Stack>
  );
}

export function Component() {
  const { t } = useTranslation('site');
  const client = useClient();
  const { isLoggedIn, isTrial } = useSession();
  const launcher = useGameLauncher();
  const directory = useVendorNames();
  const vendors = directory.group('PVP');
  const [picked, setPicked] = useState<string | null>(null);
  const vendor = picked ?? vendors[0]?.vassalage ?? null;
  const rooms = usePvpRooms(vendor ? { vassalage: vendor } : null);
  const [joining, setJoining] = useState(false);

  const join = (room: Room) => {
    const game = roomGame(room);
    const decision = decideLaunch(game, { isLoggedIn, isTrial });
    if (decision.kind === 'login') return openAuth({ kind: 'login' });
    if (decision.kind === 'needRealAccount') return showDialog({ kind: 'needRealAccount' });
    setJoining(true);
    void client
      .call('pvpLaunch', { roomId: room.roomId })
      .then(
        (result) => {
          const url = result.game_url || result.game_url2 || '';
          if (url) launcher.openGame(url, { ...game, displayName: `${room.gameName} · ${room.roomName}` });
        },
        (error: unknown) => launcher.showFailure(error, game),
      )
      .finally(() => setJoining(false));
  };

  const list = rooms.data?.list ?? [];
  const content = rooms.isLoading ? (
    <Rooms aria-busy>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <Skeleton height={112} />
        </li>
      ))}
    </Rooms>
  ) : list.length === 0 ? (
    <EmptyState icon="pvp" title={t('games.pvp.empty')} />
  ) : (
    <RoomList rooms={list} onJoin={join} isBusy={joining} />
  );

  return (
    <SectionPage>
      {vendors.length > 1 && vendor ? (
        <VendorTabs vendors={vendors.map((v) => ({ key: v.vassalage, name: v.name }))} value={vendor} onValueChange={setPicked}>
          {content}
        </VendorTabs>
      ) : (
        content
      )}
      {launcher.dialogs}
    </SectionPage>
  );
}
