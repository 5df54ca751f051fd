import { moneyCalls, type SetPaymentPasswordRequest } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Sets the first payment password, the login password proving the holder (ours, issue 14). */
export const setPaymentPassword = (data: SetPaymentPasswordRequest) => request(moneyCalls.setPaymentPassword, data);
