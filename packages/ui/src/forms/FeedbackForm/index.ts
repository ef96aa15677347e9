export { FeedbackForm } from './FeedbackForm';
export { feedbackTypes, type FeedbackFormProps, type FeedbackRequest, type FeedbackType } from './FeedbackForm.types';
