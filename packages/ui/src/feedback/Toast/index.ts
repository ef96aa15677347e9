export { Toast } from './Toast';
export { Toaster } from './Toaster';
export { ToastProvider } from './ToastProvider';
export { useToast } from './Toast.context';
export {
  toastDefaultDurations,
  toastTones,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToasterProps,
  type ToastProviderProps,
  type ToastTone,
} from './Toast.types';
