export { OfferContractForm } from './OfferContractForm';
export type { OfferContractFormProps } from './OfferContractForm.types';
