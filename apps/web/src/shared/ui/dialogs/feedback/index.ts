export { FeedbackDialog, type FeedbackDialogProps } from './feedback-dialog';
export {
  feedbackOutcome,
  type FeedbackSubmission,
  type FeedbackSubmitResult,
  type SubmitFeedback,
} from './feedback-submission';
