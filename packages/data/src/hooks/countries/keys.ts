export const countriesKeys = {
  all: ['countries'] as const,
};
