/** Mutation keys of the session calls (distinct from every query key, so a trigger never revalidates a query). */
export const sessionKeys = {
  login: ['session', 'login'] as const,
  loginVerification: ['session', 'loginVerification'] as const,
  logout: ['session', 'logout'] as const,
  freePlayLogin: ['session', 'freePlayLogin'] as const,
  loginSmsCode: ['session', 'loginSmsCode'] as const,
};

/** First elements of the query keys that belong to one session; logout drops them from the cache. */
export const tokenScopedKeys: readonly string[] = ['memberInfo', 'memberAvatar', 'wallet'];
