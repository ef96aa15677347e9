export const feedbackKeys = {
  send: ['feedback', 'send'] as const,
};
