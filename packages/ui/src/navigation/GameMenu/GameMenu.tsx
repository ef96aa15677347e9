import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { IconButton } from '../../actions/IconButton';
import { Icon } from '../../primitives/Icon';
import {
  Empty,
  GameMenuRoot,
  GamesArea,
  GamesHeader,
  GamesTitle,
  Grid,
  Pager,
  SkeletonBlock,
  VendorButton,
  VendorList,
} from './GameMenu.styles';
import { gameMenuPageSize, type GameMenuProps } from './GameMenu.types';
import { GameMenuTile } from './GameMenuTile';

/**
 * The header's game-type drop panel: the category's vendors on the left, the selected vendor's games on the
 * right. Hover, focus or click selects a vendor; paging and loading are reported and shown, never fetched.
 */
export const GameMenu = forwardRef<HTMLDivElement, GameMenuProps>(function GameMenu(
  {
    vendors,
    activeVendorKey,
    defaultVendorKey,
    onVendorChange,
    games,
    isLoading = false,
    page = 1,
    totalPages = 1,
    onPageChange,
    onGameSelect,
    onViewAll,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('frame');
  const titleId = useId();
  const [ownKey, setOwnKey] = useState(defaultVendorKey ?? vendors[0]?.key);
  const currentKey = activeVendorKey ?? ownKey;
  const vendor = vendors.find((v) => v.key === currentKey) ?? vendors[0];

  const select = (key: string) => {
    if (key === currentKey) return;
    if (activeVendorKey === undefined) setOwnKey(key);
    onVendorChange?.(key);
  };

  return (
    <GameMenuRoot ref={ref} data-component="GameMenu" {...rest}>
      <VendorList data-part="VendorList" aria-label={t('gameMenu.vendors')}>
        {vendors.map((v) => (
          <li key={v.key}>
            <VendorButton
              type="button"
              data-part="Vendor"
              data-vendor={v.key}
              aria-current={v.key === vendor?.key ? 'true' : undefined}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') select(v.key);
              }}
              onFocus={() => select(v.key)}
              onClick={() => select(v.key)}
            >
              {v.name}
              <Icon name="chevronRight" size="sm" />
            </VendorButton>
          </li>
        ))}
      </VendorList>
      <GamesArea data-part="Games" aria-labelledby={titleId} aria-busy={isLoading || undefined}>
        <GamesHeader>
          <GamesTitle id={titleId}>{t('gameMenu.games', { vendor: vendor?.name ?? '' })}</GamesTitle>
          <Pager data-part="Pager">
            {totalPages > 1 ? (
              <>
                <IconButton
                  icon="chevronLeft"
                  size="sm"
                  variant="secondary"
                  label={t('gameMenu.previous')}
                  // aria-disabled, not disabled: the focused pager must keep focus while a page loads, or the
                  // drop menu that holds it would see focus leave and close.
                  aria-disabled={page <= 1 || isLoading || undefined}
                  onClick={() => {
                    if (page > 1 && !isLoading) onPageChange?.(page - 1);
                  }}
                />
                <span data-part="PageStatus" aria-live="polite">
                  {t('gameMenu.page', { page, total: totalPages })}
                </span>
                <IconButton
                  icon="chevronRight"
                  size="sm"
                  variant="secondary"
                  label={t('gameMenu.next')}
                  aria-disabled={page >= totalPages || isLoading || undefined}
                  onClick={() => {
                    if (page < totalPages && !isLoading) onPageChange?.(page + 1);
                  }}
                />
              </>
            ) : null}
            {onViewAll ? (
              <Button size="sm" variant="ghost" endIcon={<Icon name="chevronRight" size="sm" />} onClick={onViewAll}>
                {t('gameMenu.viewAll')}
              </Button>
            ) : null}
          </Pager>
        </GamesHeader>
        {isLoading ? (
          <Grid as="div" data-part="Skeletons" role="status" aria-label={t('gameMenu.loading')}>
            {Array.from({ length: gameMenuPageSize(page) }, (_, i) => (
              <div key={i} aria-hidden="true">
                <SkeletonBlock data-shape="art" />
                <SkeletonBlock data-shape="line" style={{ marginTop: 6 }} />
              </div>
            ))}
          </Grid>
        ) : games.length === 0 ? (
          <Empty data-part="Empty">
            <Icon name="dice" size="xl" />
            <p style={{ margin: 0 }}>{t('gameMenu.empty')}</p>
          </Empty>
        ) : (
          <Grid data-part="Grid">
            {games.map((game) => (
              <li key={game.id}>
                <GameMenuTile game={game} onClick={() => onGameSelect?.(game)} />
              </li>
            ))}
          </Grid>
        )}
      </GamesArea>
    </GameMenuRoot>
  );
});
