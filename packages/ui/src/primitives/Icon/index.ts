export { Icon } from './Icon';
export { iconSet, iconNames, type IconName } from './iconSet';
export { iconSizes, type IconProps, type IconSize } from './Icon.types';
