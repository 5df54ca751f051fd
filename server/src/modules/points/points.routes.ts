import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { otherCalls, pointCalls, type Language } from '@lotto/contract';
import { errors } from '../../errors.js';
import { registerCall } from '../../http/register-call.js';
import type { Merchant } from '../../plugins/merchant.js';
import { createPaymentPasswordCheck } from '../payments/payment-password.service.js';
import { cpToPoints, pageOf, pickText, presentConfig, presentRedemption, presentReward, presentTransaction } from './points.presenter.js';
import { createPointsRepository } from './points.repository.js';
import { createPointsService } from './points.service.js';
import { REWARD_ART_PATH, REWARD_ART_VIEWS, rewardArtSvg } from './reward-art.js';
import { artParams, sendArt } from '../../http/generated-art.js';

const paramsSchema = artParams(/^[a-z0-9_-]{1,48}-\d\.svg$/);

/** The merchant's default language when the asked one has no text (the seed writes each merchant's languages). */
const fallbackOf = (merchant: Merchant): Language => merchant.defaultLanguage;

/** Points (spec 2 §7 "Points (relay)") and the points transactions of ODSFE2_MemTransDet (accountTypeId 9). */
export async function pointsRoutes(app: FastifyInstance) {
  const repo = createPointsRepository(app.db);
  const paymentPassword = createPaymentPasswordCheck(repo.paymentSecretsOf, app.accountSessions);
  const service = createPointsService(app.db, repo, paymentPassword);

  registerCall(app, pointCalls.balance, async ({ session }) => ({ balance: cpToPoints(await service.balance(session)) }));
  // spec 2 §7 "refresh point balance": counts the settled turnover not yet turned into points
  registerCall(app, pointCalls.refreshBalance, async ({ session }) => ({ balance: cpToPoints(await service.refresh(session)) }));

  registerCall(app, pointCalls.conversionTypes, async ({ merchant, language }) =>
    (await repo.rewardTypes(merchant.code)).map((t) => ({ type: t.type, name: pickText(t.names, language, fallbackOf(merchant)) })),
  );

  registerCall(app, pointCalls.rewards, async ({ merchant, language, input }) => {
    const { rows, total } = await repo.rewards(merchant.code, input.type || undefined, input.page, input.size);
    return pageOf(
      rows.map((r) => presentReward(r, language, fallbackOf(merchant))),
      input.page,
      input.size,
      total,
    );
  });

  registerCall(app, pointCalls.config, async ({ merchant }) => presentConfig(await service.settingsOf(merchant.code)));

  registerCall(app, pointCalls.redeemList, async ({ session, merchant, language, input }) => {
    const { rows, total } = await repo.redemptions(session.customerId, {
      fromMs: input.startDate,
      toMs: input.endDate,
      status: input.status,
      page: input.page,
      size: input.size,
    });
    return pageOf(
      rows.map((r) => presentRedemption(r.redemption, r.reward, language, fallbackOf(merchant))),
      input.page,
      input.size,
      total,
    );
  });

  // Wrong payment passwords are limited per account by the failure counter (payments' check).
  const secrets = { rateLimit: { max: 20, timeWindow: 60_000 } };
  registerCall(
    app,
    pointCalls.redeem,
    async ({ session, merchant, input }) => {
      const { redemption, balanceCp } = await service.redeem(session, merchant, input);
      return { redemptionId: String(redemption.id), pointBalance: cpToPoints(balanceCp), status: redemption.status as 'P' | 'A' | 'R' };
    },
    secrets,
  );
  registerCall(
    app,
    pointCalls.convert,
    async ({ session, merchant, input }) => {
      const { conversion, balanceCp } = await service.convert(session, merchant, input);
      return { success: true, points: cpToPoints(conversion.pointsCp), pointBalance: cpToPoints(balanceCp) };
    },
    secrets,
  );

  // accountTypeId 9: the points account (spec 2 §7); a member reads only their own account
  registerCall(app, otherCalls.memberTransactions, async ({ session, input }) => {
    if (input.subordinateName.toLowerCase() !== session.account.toLowerCase()) throw errors.resourceNotFound('No such account of yours.');
    const excludeTypes = String(input.excludeTxTypeIds ?? '')
      .split(',')
      .filter(Boolean)
      .map(Number);
    const { rows, total } = await repo.transactions(session.customerId, {
      fromMs: input.startTime,
      toMs: input.endTime,
      excludeTypes,
      page: input.page,
      size: input.size,
    });
    return pageOf(rows.map(presentTransaction), input.page, input.size, total);
  });

  /** `GET /res/point-rewards/:merchant/:code-:view.svg`: generated artwork of a reward, outside the API envelope. */
  app.withTypeProvider<ZodTypeProvider>().get(`${REWARD_ART_PATH}/:merchant/:file`, { schema: { params: paramsSchema } }, async (request, reply) => {
    const { merchant, file } = request.params;
    const m = /^(.+)-(\d)\.svg$/.exec(file);
    const code = m?.[1] ?? '';
    const view = Number(m?.[2] ?? 0);
    const reward = view < REWARD_ART_VIEWS ? await repo.rewardByCode(merchant, code) : null;
    if (!reward) throw errors.resourceNotFound(`No reward art ${file}.`);
    const svg = rewardArtSvg({ seed: `${merchant}/${code}`, motif: reward.motif, view });
    return sendArt(request, reply, svg);
  });
}
