export const registerSettingsKeys = {
  all: ['registerSettings'] as const,
};
