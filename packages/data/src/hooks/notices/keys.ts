export const noticesKeys = {
  all: ['notices'] as const,
  byQuery: (types: string, language: string) => ['notices', types, language] as const,
};
