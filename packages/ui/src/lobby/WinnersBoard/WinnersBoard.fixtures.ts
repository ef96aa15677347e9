/** Sample winners for stories and tests (story data, not part of the public API). */
import type { Winner } from './WinnersBoard.types';

export const sampleWinners: Winner[] = [
  { id: 'w1', account: 'alice123', gameName: 'Fortune Tiger', amount: 1234567.891 },
  { id: 'w2', account: 'bob', gameName: 'Sweet Bonanza', amount: 88.5 },
  { id: 'w3', account: 'takeshi_77', gameName: 'Gates of Olympus', amount: '25000' },
  { id: 'w4', account: 'minh.nguyen', gameName: 'Baccarat', amount: 3120.4 },
  { id: 'w5', account: 'sa***ri', gameName: 'Mahjong Ways 2', amount: 999.999 },
];
