import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { Badge, Chip, ChipButton, StripRoot, Title } from './GameAnnouncementStrip.styles';
import type { GameAnnouncementStripItem, GameAnnouncementStripProps } from './GameAnnouncementStrip.types';

function ChipOf({ item }: { item: GameAnnouncementStripItem }) {
  const { t } = useTranslation('lobby');
  return (
    <Chip data-part="Announcement" data-kind={item.kind} title={item.text}>
      <Badge data-kind={item.kind}>{t(`announcements.kinds.${item.kind}`)}</Badge>
      <Title>{item.title}</Title>
      <VisuallyHidden>{item.text}</VisuallyHidden>
    </Chip>
  );
}

/**
 * A lobby's current announcements (new games, vendor maintenance, promotions) as one compact line of chips above its
 * game hall, each a kind badge and a title; an actionable one (a game, a promotion) is a button. With none it renders
 * nothing at all, so it takes no space.
 */
export const GameAnnouncementStrip = forwardRef<HTMLElement, GameAnnouncementStripProps>(function GameAnnouncementStrip(
  { announcements, onSelect, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  if (announcements.length === 0) return null;
  return (
    <StripRoot ref={ref} data-component="GameAnnouncementStrip" aria-label={ariaLabel ?? t('announcements.label')} {...rest}>
      <ul>
        {announcements.map((item) => (
          <li key={item.id}>
            {item.isActionable && onSelect ? (
              <ChipButton type="button" onClick={() => onSelect(item)}>
                <ChipOf item={item} />
              </ChipButton>
            ) : (
              <ChipOf item={item} />
            )}
          </li>
        ))}
      </ul>
    </StripRoot>
  );
});
