export const memberAvatarKeys = {
  all: ['memberAvatar'] as const,
  byToken: (token: string) => ['memberAvatar', token] as const,
};
