import { memberCalls, type Language } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** PUT /wps/member/language (spec 1 §7); a silent relay, so a failure shows nothing (spec 3). */
export const updateLanguage = (language: Language) => request(memberCalls.language, { language }).catch(() => undefined);
