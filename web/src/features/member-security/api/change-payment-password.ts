import { moneyCalls, type ChangePaymentPasswordRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Changes the payment password with the current one (ours, issue 14). */
export const changePaymentPassword = (data: ChangePaymentPasswordRequest) => request(moneyCalls.changePaymentPassword, data);
