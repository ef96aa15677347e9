export { Surface } from './Surface';
export { surfaceElements, surfaceElevations, type SurfaceElement, type SurfaceElevation, type SurfaceProps } from './Surface.types';
