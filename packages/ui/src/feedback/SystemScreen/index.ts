export { SystemScreen } from './SystemScreen';
export { systemScreenVariants, type SystemScreenProps, type SystemScreenVariant } from './SystemScreen.types';
