export { Button } from './Button';
export { buttonSizes, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button.types';
