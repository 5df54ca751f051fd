import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contractCalls, memberCalls, type ContractAction, type FundsConsolidated, type ProductType } from '@lotto/contract';
import { request } from '../../../lib/api-client';

/** The contract sets come in consolidated funds (spec 2 §3); the key is the call's id, shared with the wallet pages. */
export const CONTRACT_SETS_QUERY_KEY = [memberCalls.fundsConsolidated.id] as const;

export const getContractSetsQueryOptions = () =>
  queryOptions({
    queryKey: CONTRACT_SETS_QUERY_KEY,
    queryFn: (): Promise<FundsConsolidated> => request(memberCalls.fundsConsolidated, {}, { alert: false }),
    staleTime: 10_000,
  });

export const useContractSets = () => useQuery(getContractSetsQueryOptions());

/** One decision on one contract: which call, and with what (spec 2 §7 "Contracts (relay)"). */
export type ContractDecision =
  | { kind: 'DIV'; productType: ProductType; computationPeriod: string; status: ContractAction }
  | { kind: 'DAILY'; id: string; status: ContractAction }
  | { kind: 'HOUR'; contractId: string; productType: ProductType; status: ContractAction }
  | { kind: 'RT'; contractId: string; status: ContractAction };

export function processContract(d: ContractDecision): Promise<null> {
  switch (d.kind) {
    case 'DIV':
      return request(contractCalls.processDividend, { productType: d.productType, computationPeriod: d.computationPeriod, status: d.status });
    case 'DAILY':
      return request(contractCalls.processDailySalary, { id: d.id, status: d.status });
    case 'HOUR':
      return request(contractCalls.processHourSalary, { contractId: d.contractId, productType: d.productType, status: d.status });
    case 'RT':
      return request(contractCalls.processRealTimeSalary, { contractId: d.contractId, status: d.status });
  }
}

/** After any success the consolidated info reloads (spec 2 §4). */
export function useProcessContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: processContract,
    onSettled: () => client.invalidateQueries({ queryKey: CONTRACT_SETS_QUERY_KEY }),
  });
}
