export { SliderVerification } from './SliderVerification';
export {
  sliderStatuses,
  type SliderChallenge,
  type SliderStatus,
  type SliderTrackPoint,
  type SliderVerificationProps,
} from './SliderVerification.types';
