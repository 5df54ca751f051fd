/** Shared verification widgets: captcha, SMS code button, country dialing code (spec 1 §2 #6, #9; §4). */
export { CaptchaBox, captchaPayload, captchaPassed, captchaImageSrc, type CaptchaBoxProps, type CaptchaValue } from './captcha-box';
export { captchaModeFor, useCaptchaMode, type CaptchaMode } from './captcha-settings';
export { CaptchaError, captchaErrorKind, loadScript, runGeetest, GEETEST_SCRIPTS, type GeetestFields } from './geetest';
export { SmsCodeButton, countdownEnd, type SmsCodeButtonProps, type SmsCountdownMode, type SmsSendResult } from './sms-code-button';
export { CountryCodeSelect, withPlus, type CountryCodeSelectProps } from './country-code-select';
