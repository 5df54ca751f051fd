import { accountSecurityCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** Signs one session of the member out (ours, issue 14). */
export const endSession = (sessionId: string) => request(accountSecurityCalls.endSession, { sessionId });

/** Signs out every other session of the member; answers how many ended. */
export const endOtherSessions = () => request(accountSecurityCalls.endOtherSessions);
