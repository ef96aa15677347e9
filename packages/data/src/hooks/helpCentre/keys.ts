export const helpCentreKeys = {
  all: ['helpCentre'] as const,
  byLanguage: (language: string) => ['helpCentre', language] as const,
};
