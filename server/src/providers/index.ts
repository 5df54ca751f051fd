import fp from 'fastify-plugin';
import { createEmailProvider, type EmailProvider } from './email/index.js';
import { createIdentityVerifier, type IdentityVerifier } from './identity/index.js';
import { createOutboxWriter } from './outbox.js';
import { createSmsProvider, type SmsProvider } from './sms/index.js';

export interface Providers {
  sms: SmsProvider;
  email: EmailProvider;
  identity: IdentityVerifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    providers: Providers;
  }
}

/** SMS, e-mail and social identity providers chosen by configuration (dev ones write the outbox). */
export const providersPlugin = fp(
  async (app) => {
    const outbox = createOutboxWriter(app.db);
    const providers: Providers = {
      sms: createSmsProvider(app.config, outbox),
      email: createEmailProvider(app.config, outbox),
      identity: createIdentityVerifier(app.config),
    };
    app.decorate('providers', providers);
    app.addHook('onClose', async () => providers.email.close?.());
  },
  { name: 'providers', dependencies: ['database'] },
);
