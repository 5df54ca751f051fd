import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { minorToMajor, otherCalls } from '@lotto/contract';
import { rebateSettings } from '../../db/schema/member-support.js';
import { registerCall } from '../../http/register-call.js';
import { requireRealAccount } from '../../plugins/session.js';

/**
 * MCSFE_getCustomerRebateSettingByProductType (spec 2 §7): the merchant's rebate rate and cap per
 * product type, all of them or the one asked for, for the manual rebate page (MANPLAYREB3).
 */
export async function rebateRoutes(app: FastifyInstance) {
  registerCall(app, otherCalls.rebateSetting, async ({ session, merchant, input }) => {
    requireRealAccount(session);
    const rows = await app.db
      .select()
      .from(rebateSettings)
      .where(and(eq(rebateSettings.merchantCode, merchant.code), input.productType ? eq(rebateSettings.productType, input.productType) : undefined))
      .orderBy(asc(rebateSettings.sortOrder), asc(rebateSettings.id));
    return rows.map((r) => ({
      productType: r.productType,
      rate: Number(r.rate),
      maxRebate: r.maxRebateMinor === null ? null : minorToMajor(r.maxRebateMinor),
    }));
  });
}
