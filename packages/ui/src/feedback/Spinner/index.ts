export { Spinner } from './Spinner';
export { spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner.types';
