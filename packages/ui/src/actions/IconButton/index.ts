export { IconButton } from './IconButton';
export {
  iconButtonBadgeMax,
  iconButtonSizes,
  iconButtonVariants,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton.types';
