import type { QueryClient } from '@tanstack/react-query';
import { systemCalls } from '@lotto/contract';
import { isCarried } from '../../../lib/api-client';
import { getSettingsQueryOptions } from './get-settings';
import { getStatusQueryOptions, statusRequest } from './get-status';
import { getTemplatesQueryOptions } from './get-templates';

/**
 * Puts the shell's reads that the page carries (the settings, the host's status, the templates:
 * lib/boot-replies.ts) into the query cache before the first render, so the first frame already
 * has the merchant's logo, menu and footer: no frame without them, no header that shifts when they
 * come. A read the page does not carry is left to its component: this never waits for the network.
 */
export async function primeCarriedReads(client: QueryClient): Promise<void> {
  await Promise.all([
    isCarried(systemCalls.settings) && client.prefetchQuery(getSettingsQueryOptions()),
    isCarried(systemCalls.status, statusRequest()) && client.prefetchQuery(getStatusQueryOptions()),
    isCarried(systemCalls.templates) && client.prefetchQuery(getTemplatesQueryOptions()),
  ]);
}
