import { forwardRef, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../overlays/Dialog';
import { useControllableState } from '../../overlays/Dialog/Dialog.hooks';
import { GameTile } from '../GameTile';
import { gameDisplayName, gameKey } from '../shared/gameInfo';
import { Alternatives, AlternativesTitle, Message } from './LaunchDialogs.styles';
import type { VendorMaintenanceDialogProps } from './LaunchDialogs.types';

/**
 * "Game under maintenance" (SPEC §8), on the kit's Dialog: says which game is down and offers popular games to
 * play instead; picking one closes the dialog and reports it.
 */
export const VendorMaintenanceDialog = forwardRef<HTMLDivElement, VendorMaintenanceDialogProps>(function VendorMaintenanceDialog(
  { game, alternatives, onGameSelect, vendorNames, resolveImageSrc, maxAlternatives = 6, open, defaultOpen = false, onOpenChange, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  const headingId = useId();
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const shown = alternatives.slice(0, maxAlternatives);
  return (
    <Dialog
      ref={ref}
      icon="warning"
      title={t('maintenance.title')}
      buttons={[{ label: t('maintenance.close'), variant: 'secondary' }]}
      data-component="VendorMaintenanceDialog"
      open={isOpen}
      onOpenChange={setOpen}
      {...rest}
    >
      <Message>{game ? t('maintenance.message', { game: gameDisplayName(game) }) : t('maintenance.messageNoGame')}</Message>
      {shown.length > 0 ? (
        <section aria-labelledby={headingId}>
          <AlternativesTitle id={headingId}>{t('maintenance.alternatives')}</AlternativesTitle>
          <Alternatives data-part="Alternatives">
            {shown.map((alternative) => (
              <li key={gameKey(alternative)}>
                <GameTile
                  game={alternative}
                  vendorName={vendorNames?.[alternative.vassalage]}
                  imageSrc={resolveImageSrc?.(alternative)}
                  isLazy={false}
                  onLaunch={(picked) => {
                    setOpen(false);
                    onGameSelect?.(picked);
                  }}
                />
              </li>
            ))}
          </Alternatives>
        </section>
      ) : null}
    </Dialog>
  );
});
