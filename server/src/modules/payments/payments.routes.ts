import type { FastifyInstance } from 'fastify';
import { moneyCalls } from '@lotto/contract';
import { registerCall } from '../../http/register-call.js';
import { createPaymentProviders } from '../../providers/payments/index.js';
import { createPaymentPasswordService } from './payment-password.service.js';
import { presentOrder } from './payments.presenter.js';
import { createPaymentsRepository } from './payments.repository.js';
import { createPaymentsService } from './payments.service.js';

/** Payment password, deposits, withdrawals and their list (issue 14; calls in packages/contract money.ts). */
export async function paymentsRoutes(app: FastifyInstance) {
  const repo = createPaymentsRepository(app.db);
  const providers = createPaymentProviders();
  const paymentPassword = createPaymentPasswordService(repo, app.accountSessions);
  const service = createPaymentsService(app.db, repo, providers, paymentPassword);

  const secrets = { rateLimit: { max: 10, timeWindow: 60_000 } };
  registerCall(app, moneyCalls.setPaymentPassword, ({ session, input }) => paymentPassword.set(session, input), secrets);
  registerCall(app, moneyCalls.changePaymentPassword, ({ session, input }) => paymentPassword.change(session, input), secrets);

  registerCall(app, moneyCalls.paymentOptions, ({ session, merchant }) => service.options(session, merchant));

  registerCall(app, moneyCalls.deposit, async ({ session, merchant, input }) => {
    const { order, replayed } = await service.deposit(session, merchant, input);
    return presentOrder(order, providers, replayed);
  });

  // Wrong payment passwords are limited per account by the failure counter (payment-password.service.ts).
  registerCall(app, moneyCalls.withdraw, async ({ session, merchant, input }) => {
    const { order, replayed } = await service.withdraw(session, merchant, input);
    return presentOrder(order, providers, replayed);
  });

  registerCall(app, moneyCalls.orders, async ({ session, input }) => {
    const { rows, total } = await service.page(session, input.kind, input.page, input.size);
    return {
      content: rows.map((r) => presentOrder(r, providers)),
      pageNum: input.page,
      pageSize: input.size,
      totalPages: Math.ceil(total / input.size),
      total,
    };
  });
}
