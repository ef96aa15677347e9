export { VipProgress } from './VipProgress';
export type { VipProgressProps } from './VipProgress.types';
