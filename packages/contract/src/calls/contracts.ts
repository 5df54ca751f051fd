import { z } from 'zod/mini';
import { contractActionSchema, productTypeSchema } from '../common/agent-contracts.js';
import { defineCall } from '../common/define-call.js';
import { idSchema, noValueSchema } from '../common/shared.js';
import { onFirstUse } from '../common/on-first-use.js';

export const processDividendRequestSchema = onFirstUse(() => z.object({
  productType: productTypeSchema,
  computationPeriod: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
  status: contractActionSchema,
}));
export const processDailySalaryRequestSchema = onFirstUse(() => z.object({ id: idSchema, status: contractActionSchema }));
export const processHourSalaryRequestSchema = onFirstUse(() => z.object({
  contractId: idSchema,
  status: contractActionSchema,
  productType: productTypeSchema,
}));
export const processRealTimeSalaryRequestSchema = onFirstUse(() => z.object({ contractId: idSchema, status: contractActionSchema }));

export const contractCalls = {
  processDividend: onFirstUse(() => defineCall({
    id: 'contracts.processDividend',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractDividend',
    modId: 'SIGNCONDIV3',
    token: true,
    request: processDividendRequestSchema,
    reply: noValueSchema,
  })),
  processDailySalary: onFirstUse(() => defineCall({
    id: 'contracts.processDailySalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processDailySalaryContract',
    modId: 'DAILYSALCONT3',
    token: true,
    request: processDailySalaryRequestSchema,
    reply: noValueSchema,
  })),
  processHourSalary: onFirstUse(() => defineCall({
    id: 'contracts.processHourSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    modId: 'HOURSAL3',
    token: true,
    request: processHourSalaryRequestSchema,
    reply: noValueSchema,
  })),
  processRealTimeSalary: onFirstUse(() => defineCall({
    id: 'contracts.processRealTimeSalary',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    modId: 'RTSALARY3',
    token: true,
    request: processRealTimeSalaryRequestSchema,
    reply: noValueSchema,
  })),
};
