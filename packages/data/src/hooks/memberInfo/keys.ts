/** Member data is keyed by the token: a new login fetches anew, and logout (no token) fetches nothing. */
export const memberInfoKeys = {
  all: ['memberInfo'] as const,
  byToken: (token: string) => ['memberInfo', token] as const,
};
