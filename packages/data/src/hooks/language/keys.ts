export const languageKeys = {
  update: ['language', 'update'] as const,
};
