import { useMutation } from '@tanstack/react-query';
import { sessionCalls } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** POST /wps/session/login/freeplay (spec 1 §7): a demo account session. */
export const freeplay = () => request(sessionCalls.freeplay, {});

export const useFreeplay = () => useMutation({ mutationFn: freeplay });
