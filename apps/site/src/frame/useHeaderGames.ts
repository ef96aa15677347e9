/**
 * The header's game types from the platform's vendor groups (SPEC §2: sports after live, DS88 on its own, e-sports
 * split from SPORTS), and the open drop menu's games: 21 on the first page, 18 on each later one (SPEC §9).
 */
import { useDeferredValue, useMemo, useState } from 'react';
import type { Game } from '@croupier/contract';
import { useGameVendors, useHeaderGameList } from '@croupier/data';
import { buildHeaderCategories, type GameMenuGame, type HeaderCategory, type HeaderProps } from '@croupier/ui';
import { baseHeaderCategories } from './navigation';

export interface HeaderGames {
  categories: readonly HeaderCategory[];
  openCategory: string | null;
  onOpenCategoryChange: (key: string | null) => void;
  gameMenu: NonNullable<HeaderProps['gameMenu']>;
  /** The game behind a drop-menu tile. */
  gameOf: (id: string) => Game | undefined;
}

const gameId = (game: Game) => String(game.gameId ?? game.roomId ?? game.code ?? game.gameName);

export function useHeaderGames(): HeaderGames {
  // The header's entries are rebuilt in a transition: their arrival does not block input (see home's hot games).
  const vendors = useDeferredValue(useGameVendors().data);
  const categories = useMemo<readonly HeaderCategory[]>(() => {
    if (!vendors) return baseHeaderCategories;
    const built = buildHeaderCategories(
      vendors.map((group) => ({
        category: group.category,
        vendors: group.vendors.map((v) => ({ key: v.vassalage, name: v.name, gameType: group.category })),
      })),
    );
    return built.length > 0 ? built : baseHeaderCategories;
  }, [vendors]);

  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [vendorByCategory, setVendorByCategory] = useState<Record<string, string>>({});
  const [page, setPage] = useState(1);
  const open = categories.find((c) => c.key === openCategory);
  const activeVendor = open ? (vendorByCategory[open.key] ?? open.vendors[0]?.key) : undefined;
  const list = useHeaderGameList(activeVendor ? { vassalage: activeVendor } : null, page);
  const games = list.data?.games ?? [];

  return {
    categories,
    openCategory,
    onOpenCategoryChange: (key) => {
      setOpenCategory(key);
      setPage(1);
    },
    gameMenu: {
      activeVendorKey: activeVendor,
      onVendorChange: (key) => {
        if (!open) return;
        setVendorByCategory((current) => ({ ...current, [open.key]: key }));
        setPage(1);
      },
      games: games.map(
        (game): GameMenuGame => ({
          id: gameId(game),
          name: game.displayName ?? game.gameName ?? game.nodeName ?? gameId(game),
          ...(game.smallIcon || game.showIcon ? { imageSrc: game.smallIcon ?? game.showIcon } : {}),
          ...(game.isHot ? { isHot: true } : {}),
        }),
      ),
      isLoading: list.isLoading || (list.isValidating && !list.data),
      page,
      totalPages: list.data?.totalPages ?? 1,
      onPageChange: setPage,
    },
    gameOf: (id) => games.find((game) => gameId(game) === id),
  };
}
