export const registrationKeys = {
  registerSmsCode: ['registration', 'registerSmsCode'] as const,
  register: ['registration', 'register'] as const,
  registerByMobile: ['registration', 'registerByMobile'] as const,
  affiliateCheck: ['registration', 'affiliateCheck'] as const,
};
