import type { IconName } from '../../primitives/Icon';
import type { PointSource } from './points.types';

export const pointSourceIcons: Record<PointSource, IconName> = {
  live: 'live',
  sports: 'sports',
  fish: 'fish',
  slots: 'slots',
  pvp: 'pvp',
  lottery: 'lottery',
  deposit: 'deposit',
  redeem: 'reward',
  convert: 'money',
  adjustment: 'settings',
};
