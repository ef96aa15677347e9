export const templatesKeys = {
  all: ['templates'] as const,
  list: (type: string | null, language: string) => ['templates', type, language] as const,
};
