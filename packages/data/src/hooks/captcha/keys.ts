export const captchaKeys = {
  all: ['captcha'] as const,
};
