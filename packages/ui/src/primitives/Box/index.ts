export { Box } from './Box';
export {
  boxElements,
  boxSurfaces,
  radiusKeys,
  spaceKeys,
  type BoxElement,
  type BoxProps,
  type BoxSurface,
  type RadiusKey,
  type SpaceKey,
} from './Box.types';
