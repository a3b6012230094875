/** SPEC 2.4 feedbackModal: placeholder until the support work fills it. */
export default function FeedbackPopup() {
  return null;
}
