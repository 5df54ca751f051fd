import { HEADERS, sessionCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * DELETE /wps/session/logout (spec 1 §7) for the session of `token`: the page has already ended
 * its own copy (so no member query of it is still asking), hence the token is passed in. No
 * dialog: the user is leaving whatever the answer.
 */
export const logout = (token: string) => request(sessionCalls.logout, {}, { alert: false, headers: { [HEADERS.authorization]: token } });
