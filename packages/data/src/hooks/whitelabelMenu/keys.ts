export const whitelabelMenuKeys = {
  all: ['whitelabelMenu'] as const,
};
