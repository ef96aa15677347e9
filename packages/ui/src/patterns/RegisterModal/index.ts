export { RegisterModal } from './RegisterModal';
export {
  registerConfigFields,
  registerTabs,
  type RegisterConfigField,
  type RegisterFieldConfig,
  type RegisterFieldName,
  type RegisterModalProps,
  type RegisterTab,
  type RegisterValidation,
  type RegisterValues,
} from './RegisterModal.types';
