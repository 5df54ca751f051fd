import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  DEFAULT_FIELD_RULES,
  buildFieldSchema,
  hasFlag,
  type FieldRule,
  type RegisterReply,
  type RegisterSetting,
  type registerAutoUsernameRequestSchema,
  type registerMobileRequestSchema,
  type registerOnlyMobileRequestSchema,
  type registerRequestSchema,
} from '@lotto/contract';
import type { CustomerRow, NewCustomerRow } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import type { Merchant } from '../../plugins/merchant.js';
import { hashPassword } from '../../security/password.js';
import { checkNewPassword, registerRulesOf } from '../../security/password-policy.js';
import { requireCaptcha } from '../captcha/captcha.service.js';
import { verifySocialToken } from '../session/social.js';
import { visitorIp } from '../system/system.service.js';
import { consumeCodeDetailed, mobileTarget } from '../verification/codes.js';
import { affiliateAgent, createAccount, mobileTaken, usernameTaken } from './register.repository.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type MobileInput = z.output<typeof registerMobileRequestSchema>;
type OnlyMobileInput = z.output<typeof registerOnlyMobileRequestSchema>;
type AutoUsernameInput = z.output<typeof registerAutoUsernameRequestSchema>;

export interface RegisterContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  merchant: Merchant;
  device: string;
}

/** Generic words for a taken username: uniqueness has to be told, nothing more (ARCHITECTURE.md). */
export const USERNAME_TAKEN_MESSAGE = 'This username is not available. Please choose another.';
export const MOBILE_TAKEN_MESSAGE = 'This mobile number cannot be used to register.';
export const CODE_INVALID_MESSAGE = 'The verification code is not valid. Please request a new one.';

interface RegisterSiteSettings {
  /** 1: an affiliate code is required and must be valid; 0 (default): optional (spec 1 §4). */
  registerAffiliate?: 0 | 1;
}

const siteSetting = (m: Merchant): RegisterSiteSettings => m.siteSettings as unknown as RegisterSiteSettings;

/** The registration setting (spec 1 §3, §5): the merchant's rules, affiliate switch, agreement, social register. */
/**
 * Both mobile registrations: captcha, the mobile rule, affiliate, uniqueness and the SMS code that
 * proves the phone, then the account. A generated password must be changed at first use.
 */
async function registerVerifiedMobile(
  ctx: RegisterContext,
  input: MobileInput | OnlyMobileInput,
  pw: { password: string; generated: boolean; check?: () => void },
): Promise<RegisterReply> {
  await requireCaptcha(ctx.app, ctx.request, ctx.reply, ctx.merchant, input);
  const mobileRule = ctx.merchant.registerRules.mobileNum;
  if (mobileRule && buildFieldSchema({ ...mobileRule, required: true }).safeParse(input.mobileNum).success === false) {
    throw errors.brEnrightCphone('Please fill in the correct mobile number.', { fields: ['mobileNum'] });
  }
  pw.check?.();
  const upline = await resolveAffiliate(ctx.merchant, ctx.app, input.affiliateCode);
  const mobile = mobileTarget(input.countryDialingCode, input.mobileNum);
  if (await mobileTaken(ctx.app.db, ctx.merchant.code, mobile)) throw errors.registerMobileTaken(MOBILE_TAKEN_MESSAGE);
  await requireCode(ctx, mobile, input.verificationCode);
  return finish(ctx, {
    customer: {
      username: null,
      mobile,
      mobileDialingCode: input.countryDialingCode?.replace(/\D/g, '') || null,
      mobileVerified: true,
      passwordHash: await hashPassword(pw.password),
      passwordChangedAt: new Date(),
      ...(pw.generated ? { mustChangePassword: true, passwordGenerated: true } : {}),
      uplineId: upline,
      affiliateCode: upline !== null ? (input.affiliateCode ?? null) : null,
      referralCode: orNull(input.referralCode ?? input.recommenderId),
      registerDomain: orNull(input.domain),
    },
    login: input.login,
    defaultPassword: pw.generated,
    mobileNo: input.mobileNum,
    loginDeviceId: input.loginDeviceId,
  });
}

export function registerSetting(merchant: Merchant): RegisterSetting {
  return {
    rules: registerRulesOf(merchant),
    affiliate: siteSetting(merchant).registerAffiliate === 1 ? 1 : 0,
    agreement: merchant.templates.agreementHtml.trim() !== '',
    socialRegister: hasFlag(merchant.flags, 'FIREBASECREATEACC3'),
  };
}

/** The merchant's rule for a field, or a default for the fields every account needs. */
function ruleOf(merchant: Merchant, field: string): FieldRule | undefined {
  const own = registerRulesOf(merchant)[field];
  if (own) return own;
  if (field === 'username') return DEFAULT_FIELD_RULES.loginUsername;
  if (field === 'password') return DEFAULT_FIELD_RULES.defaultPassword;
  return undefined;
}

/** Every form field checked with the contract's buildFieldSchema under the merchant's rules (spec 1 §5). */
function checkFields(merchant: Merchant, values: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  const problems: { field: string; message: string }[] = [];
  for (const field of fields) {
    const rule = ruleOf(merchant, field);
    if (!rule) {
      const raw = values[field];
      out[field] = typeof raw === 'string' ? raw.trim() : '';
      continue;
    }
    const parsed = buildFieldSchema(rule).safeParse(values[field]);
    if (parsed.success) out[field] = parsed.data;
    else problems.push({ field, message: parsed.error.issues[0]?.message ?? 'invalid' });
  }
  if (problems.length) {
    const pw = problems.find((p) => p.field === 'password');
    const detail = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
    // the password alone: the rule's own code, naming the lengths (issue 11)
    if (pw && problems.length === 1) checkNewPassword(merchant, typeof values.password === 'string' ? values.password : '', 'password');
    throw errors.inPleaseInformation(`Please complete the registration information: ${detail}`, { fields: problems.map((p) => p.field) });
  }
  return out;
}

/** A password for an account registered without one: never shown; the account must change it. */
const generatedPassword = (): string => randomBytes(18).toString('base64url');

/** A username for a social sign-up: letters and digits, 10 characters (fits the 6-13 rule). */
function generatedUsername(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  return `u${Array.from({ length: 9 }, () => alphabet[randomInt(0, alphabet.length)]).join('')}`;
}

async function resolveAffiliate(merchant: Merchant, app: FastifyInstance, code: string | undefined): Promise<number | null> {
  const required = siteSetting(merchant).registerAffiliate === 1;
  const given = code?.trim();
  if (!given) {
    if (required) throw errors.affiliateInvalid('An affiliate code is required.');
    return null;
  }
  const agent = await affiliateAgent(app.db, merchant.code, given);
  // spec 1 §4: with the optional setting a failed lookup just hides the field; the account registers without an upline.
  if (agent === null && required) throw errors.affiliateInvalid('The affiliate code is not valid.');
  return agent;
}

async function requireCode(ctx: RegisterContext, target: string, code: string | undefined): Promise<void> {
  if (!code) throw errors.verificationCodeInvalid(CODE_INVALID_MESSAGE, { fields: ['verificationCode'] });
  const result = await consumeCodeDetailed(ctx.app.db, ctx.merchant, 'register_sms', target, code);
  if (!result.ok) throw errors.verificationCodeInvalid(CODE_INVALID_MESSAGE, { fields: ['verificationCode'] });
}

interface Finish {
  customer: Omit<NewCustomerRow, 'merchantCode'>;
  social?: { provider: string; subject: string; email: string | null };
  login: boolean | undefined;
  defaultPassword: boolean;
  mobileNo: string | null;
  loginDeviceId: string | undefined;
}

async function finish(ctx: RegisterContext, f: Finish): Promise<RegisterReply> {
  const created = await createAccount(
    ctx.app.db,
    {
      customer: { ...f.customer, merchantCode: ctx.merchant.code, registerIp: visitorIp(ctx.request) },
      currency: ctx.merchant.currency,
      social: f.social,
    },
    'Main wallet',
  );
  return present(ctx, created, f);
}

async function present(ctx: RegisterContext, customer: CustomerRow, f: Pick<Finish, 'login' | 'defaultPassword' | 'mobileNo' | 'loginDeviceId'>): Promise<RegisterReply> {
  const account = customer.username ?? customer.mobile ?? String(customer.id);
  const reply: RegisterReply = {
    // spec 1 §3: the text after @ is shown as the account
    customerName: `${ctx.merchant.code}@${account}`,
    profile: { mobileNo: f.mobileNo },
    ...(f.defaultPassword ? { defaultPassword: true } : {}),
  };
  if (f.login === false) return reply;
  // spec 1 §4: registration then auto-login (login true); the reply carries the login fields.
  // Same token, expiry and reply rules as a login (the session module's startSession).
  const session = await ctx.app.accountSessions.startSession(
    { merchant: ctx.merchant, ip: visitorIp(ctx.request), device: ctx.device, captchaId: undefined, userAgent: ctx.request.headers['user-agent'] },
    customer,
    f.loginDeviceId,
  );
  return { ...reply, ...session };
}

const FORM_FIELDS = [
  'username',
  'password',
  'payeeName',
  'paymentPassword',
  'mobileNum',
  'qqNum',
  'email',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
  'nickname',
  'recommenderId',
] as const;

const orNull = (v: string | undefined): string | null => (v ? v : null);

export function createRegisterService() {
  return {
    /** POST /wps/member/register: the dynamic form (spec 1 §3, §5). */
    async register(ctx: RegisterContext, input: RegisterInput): Promise<RegisterReply> {
      await requireCaptcha(ctx.app, ctx.request, ctx.reply, ctx.merchant, input);
      const v = checkFields(ctx.merchant, input, FORM_FIELDS);
      if (v.password) checkNewPassword(ctx.merchant, v.password, 'password');
      const username = v.username ?? '';
      if (!username) throw errors.inPleaseInformation('Please enter a username.', { fields: ['username'] });
      const upline = await resolveAffiliate(ctx.merchant, ctx.app, input.affiliateCode);
      const mobile = v.mobileNum ? mobileTarget(input.countryDialingCode, v.mobileNum) : null;
      if (await usernameTaken(ctx.app.db, ctx.merchant.code, username)) throw errors.registerUsernameTaken(USERNAME_TAKEN_MESSAGE);
      if (mobile && (await mobileTaken(ctx.app.db, ctx.merchant.code, mobile))) throw errors.registerMobileTaken(MOBILE_TAKEN_MESSAGE);
      // REGMOBVERF3: a mobile given at registration is proved by the SMS code sent to it.
      const verifyMobile = mobile !== null && hasFlag(ctx.merchant.flags, 'REGMOBVERF3');
      if (verifyMobile) await requireCode(ctx, mobile, input.verificationCode);

      const defaultPassword = !v.password;
      const passwordHash = await hashPassword(v.password || generatedPassword());
      const paymentPasswordHash = v.paymentPassword ? await hashPassword(v.paymentPassword) : null;
      return finish(ctx, {
        customer: {
          username,
          mobile,
          mobileDialingCode: mobile ? (input.countryDialingCode?.replace(/\D/g, '') || null) : null,
          mobileVerified: verifyMobile,
          email: orNull(v.email),
          passwordHash,
          passwordChangedAt: new Date(),
          mustChangePassword: defaultPassword,
          passwordGenerated: defaultPassword,
          nickname: orNull(v.nickname),
          payeeName: orNull(v.payeeName),
          paymentPasswordHash,
          uplineId: upline,
          affiliateCode: upline !== null ? (input.affiliateCode ?? null) : null,
          referralCode: orNull(input.referralCode ?? v.recommenderId),
          registerDomain: orNull(input.domain),
        },
        login: input.login,
        defaultPassword,
        mobileNo: v.mobileNum || null,
        loginDeviceId: input.loginDeviceId,
      });
    },

    /** POST /wps/member/register/mobile: mobile, password, SMS code, agreement (spec 1 §2, §5). */
    mobile: (ctx: RegisterContext, input: MobileInput): Promise<RegisterReply> =>
      registerVerifiedMobile(ctx, input, {
        password: input.password,
        generated: false,
        // the password rule is checked right after the mobile, as the form's messages are ordered
        check: () => checkNewPassword(ctx.merchant, input.password, 'password'),
      }),

    /** register/onlyMobile: the code proves the phone; a generated password the account must change. */
    onlyMobile: (ctx: RegisterContext, input: OnlyMobileInput): Promise<RegisterReply> =>
      registerVerifiedMobile(ctx, input, { password: generatedPassword(), generated: true }),

    /**
     * register/autoUsername: after a social sign-in with no bound account, when the merchant allows
     * it (FIREBASECREATEACC3). Creates the account and binds the identity (provider + subject).
     */
    async autoUsername(ctx: RegisterContext, input: AutoUsernameInput): Promise<RegisterReply> {
      if (!hasFlag(ctx.merchant.flags, 'FIREBASECREATEACC3')) throw errors.functionNotAvailable();
      const identity = await verifySocialToken(ctx.app, ctx.merchant, input.firebaseIdToken, input.firebaseChannel);
      // Already bound (a second tap, or a race): answer for that account rather than make another.
      const bound = await ctx.app.accountSessions.socialCustomer(ctx.merchant.code, identity.provider, identity.subject);
      if (bound) {
        if (bound.status !== 'active') throw errors.registerUsernameTaken('This sign-in is already linked to an account.');
        return present(ctx, bound, { login: input.login, defaultPassword: false, mobileNo: null, loginDeviceId: input.loginDeviceId });
      }
      const upline = await resolveAffiliate(ctx.merchant, ctx.app, input.affiliateCode);
      // A collision of generated names is retried with a fresh one.
      for (let attempt = 0; ; attempt++) {
        const username = generatedUsername();
        try {
          return await finish(ctx, {
            customer: {
              username,
              email: identity.email,
              nickname: identity.name?.slice(0, 64) ?? null,
              // A social account has no password until the member sets one.
              passwordHash: null,
              uplineId: upline,
              affiliateCode: upline !== null ? (input.affiliateCode ?? null) : null,
              referralCode: orNull(input.referralCode),
              registerDomain: orNull(input.domain),
            },
            social: { provider: identity.provider, subject: identity.subject, email: identity.email },
            login: input.login,
            defaultPassword: false,
            mobileNo: null,
            loginDeviceId: input.loginDeviceId,
          });
        } catch (e) {
          const taken = (e as { code?: string }).code === 'register.username.taken';
          if (!taken || attempt >= 3) throw e;
          // The identity may have been bound meanwhile: then it is not a name collision.
          if ((e as Error).message.includes('linked')) throw e;
        }
      }
    },
  };
}

export type RegisterService = ReturnType<typeof createRegisterService>;
