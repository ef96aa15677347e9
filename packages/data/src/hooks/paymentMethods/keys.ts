export const paymentMethodsKeys = {
  all: ['paymentMethods'] as const,
};
