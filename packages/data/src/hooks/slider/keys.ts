export const sliderKeys = {
  challenge: ['slider', 'challenge'] as const,
  check: ['slider', 'check'] as const,
};
