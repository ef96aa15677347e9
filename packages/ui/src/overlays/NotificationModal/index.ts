export { NotificationModal } from './NotificationModal';
export { formatNoticeDate } from './formatNoticeDate';
export {
  notificationModalSteps,
  type NotificationItem,
  type NotificationModalProps,
  type NotificationModalStep,
} from './NotificationModal.types';
