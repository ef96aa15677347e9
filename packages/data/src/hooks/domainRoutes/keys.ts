export const domainRoutesKeys = {
  all: ['domainRoutes'] as const,
};
