import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import type { VipTierTone } from './tiers';
import { BadgeRoot } from './vip.styles';

export interface VipBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  rankLevel: number;
  /** The merchant's name of the level (`clubLabel.labelName`). */
  labelName: string;
  /** The tier's tone (`tierToneOf`); neutral when left out. */
  tone?: VipTierTone;
  size?: 'md' | 'lg';
}

/** A level's emblem in its tier's tone, "VIP n" and the level's name. */
export const VipBadge = forwardRef<HTMLSpanElement, VipBadgeProps>(function VipBadge(
  { rankLevel, labelName, tone = 'neutral', size = 'md', ...rest },
  ref,
) {
  const { t } = useTranslation('loyalty');
  return (
    <BadgeRoot ref={ref} data-component="VipBadge" data-tier-tone={tone} data-size={size} {...rest}>
      <span data-part="Emblem" aria-hidden="true">
        <Icon name={tone === 'accent' ? 'diamond' : 'vip'} size={size === 'lg' ? 'xl' : 'md'} />
      </span>
      <span data-part="Text">
        <span data-part="Rank">{t('vip.rank', { level: rankLevel })}</span>
        <span data-part="Name">{labelName}</span>
      </span>
    </BadgeRoot>
  );
});
