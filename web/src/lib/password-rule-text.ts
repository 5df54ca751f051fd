import type { FieldRule } from '@lotto/contract';
import { errorText } from './i18n';

/** The code of a new password that breaks the merchant's rule (the server answers it too; issue 11). */
export const PASSWORD_RULE_CODE = 'password.rule.invalid';

/** Its message, naming the rule's lengths, in the current language. */
export const passwordRuleText = (rule: Pick<FieldRule, 'minLength' | 'maxLength'>): string =>
  errorText(PASSWORD_RULE_CODE, { minLength: rule.minLength, maxLength: rule.maxLength }) ?? PASSWORD_RULE_CODE;
