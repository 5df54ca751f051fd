import { useMutation } from '@tanstack/react-query';
import { feedbackCalls, type FeedbackRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * PUT /wps/feedback (spec 2 §7). A wrong captcha (verify_first) is the form's to show beside the
 * captcha, so the funnel stays quiet for it; other errors go through the funnel as usual.
 */
export const submitFeedback = (data: FeedbackRequest): Promise<null> => request(feedbackCalls.submit, data, { alert: false });

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
