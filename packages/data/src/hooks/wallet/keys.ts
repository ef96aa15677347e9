/** Wallet data is keyed by the token: a new login fetches anew, and logout (no token) fetches nothing. */
export const walletKeys = {
  all: ['wallet'] as const,
  balanceByToken: (token: string) => ['wallet', 'balance', token] as const,
  /** The merchant's wallet mode (not member data, but under 'wallet' with the rest). */
  merchantWallet: ['wallet', 'merchantWallet'] as const,
  /** Mutation key of transfers. */
  transfer: ['wallet', 'transfer'] as const,
};
