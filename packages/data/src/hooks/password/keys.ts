export const passwordKeys = {
  changePassword: ['password', 'change'] as const,
  forgotPasswordByEmail: ['password', 'forgotByEmail'] as const,
  passwordResetSmsCode: ['password', 'resetSmsCode'] as const,
  setPasswordByPhone: ['password', 'setByPhone'] as const,
};
