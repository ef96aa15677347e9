export { PromotionSignUpForm } from './PromotionSignUpForm';
export { signUpLimits, type PromotionSignUpFormProps, type PromotionSignUpValues } from './PromotionSignUpForm.types';
