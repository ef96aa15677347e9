export { PointMallScreen } from './PointMallScreen';
export {
  pointMallTabs,
  type PointEarnRate,
  type PointMallScreenProps,
  type PointMallTab,
} from './PointMallScreen.types';
