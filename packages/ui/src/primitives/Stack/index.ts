export { Stack } from './Stack';
export {
  stackAligns,
  stackBreakpoints,
  stackDirections,
  stackJustifies,
  type Responsive,
  type StackAlign,
  type StackBreakpoint,
  type StackDirection,
  type StackJustify,
  type StackProps,
} from './Stack.types';
