/** Wallet data is keyed by the token: a new login fetches anew, and logout (no token) fetches nothing. */
export const walletKeys = {
  all: ['wallet'] as const,
  balanceByToken: (token: string) => ['wallet', 'balance', token] as const,
};
