export { VipScreen } from './VipScreen';
export type { VipScreenProps } from './VipScreen.types';
