export const locationKeys = {
  all: ['location'] as const,
};
