/** @croupier/ui: presentational components and the theme system. Named exports only. */
export * from './theme';
export * from './actions/Button';
export * from './feedback/Spinner';
export * from './primitives/Icon';
