export { VnRegionBoard, headTailOf } from './VnRegionBoard';
export type { VnBoard, VnRegionBoardProps } from './VnRegionBoard.types';
