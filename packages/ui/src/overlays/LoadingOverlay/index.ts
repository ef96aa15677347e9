export { LoadingOverlay } from './LoadingOverlay';
export { loadingOverlayDefaultDelayMs, type LoadingOverlayProps } from './LoadingOverlay.types';
