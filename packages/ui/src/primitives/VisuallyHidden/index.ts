export { VisuallyHidden } from './VisuallyHidden';
export { visuallyHiddenElements, type VisuallyHiddenElement, type VisuallyHiddenProps } from './VisuallyHidden.types';
