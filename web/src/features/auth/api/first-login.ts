import { memberCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The first-login call (spec 1 §4 Login step 3); alert off in the contract, its failure never blocks the login. */
export const firstLogin = () => request(memberCalls.firstLogin, {}).catch(() => undefined);
