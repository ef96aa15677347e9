export { WinnersBoard } from './WinnersBoard';
export { maskAccount } from './maskAccount';
export type { Winner, WinnersBoardProps } from './WinnersBoard.types';
