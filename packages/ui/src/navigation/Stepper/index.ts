export { Stepper } from './Stepper';
export { stepperOrientations, type StepperOrientation, type StepperProps, type StepperStep } from './Stepper.types';
