import { registerCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/**
 * Checks an affiliate code (spec 1 §7 /wps/agent/affiliate: code, domain). No dialog here: the
 * caller decides between hiding the field and showing the server message (spec 1 §4).
 */
export const checkAffiliate = (code: string, domain: string = window.location.hostname) =>
  request(registerCalls.affiliate, { code, domain }, { alert: false });
