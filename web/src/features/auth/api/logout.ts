import { sessionCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** DELETE /wps/session/logout (spec 1 §7). No dialog: the user is leaving whatever the answer. */
export const logout = () => request(sessionCalls.logout, {}, { alert: false });
