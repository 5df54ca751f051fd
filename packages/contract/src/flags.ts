/**
 * White-label flag names, spelled as the spec spells them (spec 1 §6, spec 2 §6, spec 3 "Module ids").
 * A merchant's flags are a flat `{ FLAG: boolean }` (spec 3, status `info.whitelabelVal`).
 */
export const FLAGS = [
  // spec 1 §6: access and session
  'GEETEST3', 'GEETESTTEST3', 'GEETESTVCODE3', 'INBOX3', 'MYRBT3', 'FREEPLAY3', 'MOBILELOGIN3',
  'MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3', 'TWITTERLOGIN3',
  'LINELOGIN3', 'UPDATEMOBILEICC3', 'REGMOBVERF3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3',
  'USERNAMEREG3', 'FIREBASECREATEACC3', 'REWCEN3', 'PTSYS3',
  // spec 2 §6: member and agent menus
  'MAILCEN', 'DEPOSIT', 'WITHDRAW', 'CREDITMAR3', 'PLYRBT', 'MANPLAYREB3', 'FEEDBACK3',
  'AGEINFO3', 'AGEREV3', 'DAYSAL', 'HOURSAL3',
  // spec 3: module ids of calls
  'COMM3', 'LOGINIPVERF3', 'PASS3', 'PWRESETSMS3', 'CHNGPASSVERIF3', 'PROFPIC3', 'VERIFICATION3',
  'REG3', 'AFFMAN3', 'CAPTCHA3', 'GAMELO3', 'GAMELOFAV3', 'GAMELOREC3', 'GAMELOHOT3', 'RTSALARY3',
  'SIGNCONDIV3', 'DAILYSALCONT3', 'CBS3', 'MEMTRANS3',
  // ours: spec 2 §6 says the lottery mini-game has a flag but not its name (docs/decisions/0021-lottery-mini-game-flag.md)
  'LOTTMINIGAME3',
  // ours: spec 2 §6's site flag of the transfer to upline (docs/decisions/0023-transfer-to-upline.md)
  'UPLINETRANS3',
] as const;

export type Flag = (typeof FLAGS)[number];
export type Whitelabel = Partial<Record<Flag, boolean>>;

export const isFlag = (name: string): name is Flag => (FLAGS as readonly string[]).includes(name);

/** True when the merchant has the flag on; an absent flag is off. */
export const hasFlag = (flags: Whitelabel | Record<string, boolean> | undefined, flag: Flag): boolean =>
  Boolean(flags && (flags as Record<string, boolean>)[flag]);
