import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../primitives/Icon';
import type { LoyaltyFormat } from './format';
import { FactList } from './vip.styles';
import type { VipLevel } from './vip.types';

/** The benefits a level gives, in the order the levels table shows them. */
export const vipBenefitKeys = ['upgradeBonus', 'monthlyBonus', 'cashbackRate', 'withdrawal', 'vipService'] as const;
export type VipBenefitKey = (typeof vipBenefitKeys)[number];

export const benefitIcons: Record<VipBenefitKey, IconName> = {
  upgradeBonus: 'reward',
  monthlyBonus: 'calendar',
  cashbackRate: 'cashback',
  withdrawal: 'withdraw',
  vipService: 'support',
};

/** One benefit of a level as text ("P1,000.00", "0.8%", "P50,000.00 × 5 a day", "Yes"). */
export function useBenefitText(format: LoyaltyFormat) {
  const { t } = useTranslation('loyalty');
  return (level: VipLevel, key: VipBenefitKey): string => {
    switch (key) {
      case 'upgradeBonus':
        return level.upgradeBonus > 0 ? format.money(level.upgradeBonus) : t('benefits.none');
      case 'monthlyBonus':
        return level.monthlyBonus > 0 ? format.money(level.monthlyBonus) : t('benefits.none');
      case 'cashbackRate':
        return format.percent(level.cashbackRate);
      case 'withdrawal': {
        const amount = level.dailyWithdrawalLimit === null ? t('benefits.unlimited') : format.money(level.dailyWithdrawalLimit);
        return level.dailyWithdrawalCount === null
          ? amount
          : t('benefits.withdrawalPerDay', { amount, count: level.dailyWithdrawalCount });
      }
      case 'vipService':
        return level.hasVipService ? t('benefits.yes') : t('benefits.no');
    }
  };
}

/** A level's benefits as a definition list. */
export function LevelBenefits({ level, format }: { level: VipLevel; format: LoyaltyFormat }) {
  const { t } = useTranslation('loyalty');
  const text = useBenefitText(format);
  return (
    <FactList data-part="Benefits">
      {vipBenefitKeys.map((key) => (
        <div key={key} data-benefit={key}>
          <dt>
            <Icon name={benefitIcons[key]} size="sm" />
            {t(`benefits.${key}`)}
          </dt>
          <dd>{text(level, key)}</dd>
        </div>
      ))}
    </FactList>
  );
}
