import type { CallDef } from '../common/define-call.js';
import { systemCalls } from './system.js';

export * from './system.js';

/** Every call of the contract, keyed `domain.action` by its id. */
export const allCalls: readonly CallDef[] = [...Object.values(systemCalls)];
