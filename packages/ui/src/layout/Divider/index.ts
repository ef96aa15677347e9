export { Divider } from './Divider';
export { dividerOrientations, dividerTones, type DividerOrientation, type DividerProps, type DividerTone } from './Divider.types';
