/** The shape of the seeded help centre: which topics, in which order, and what each language writes. */

export type HelpTag =
  | 'about'
  | 'terms'
  | 'privacy'
  | 'responsible'
  | 'deposit'
  | 'faq-account'
  | 'faq-account-register'
  | 'faq-account-password'
  | 'faq-account-security'
  | 'faq-lottery'
  | 'faq-lottery-draws'
  | 'faq-lottery-settlement'
  | 'faq-games'
  | 'faq-games-wallets'
  | 'faq-games-trial';

/** Root topics in order, with their children in order; FAQ groups carry a colour marker (bgColor). */
export const HELP_TOPIC_TREE: { tag: HelpTag; bgColor?: string; children?: HelpTag[] }[] = [
  { tag: 'about' },
  { tag: 'terms' },
  { tag: 'privacy' },
  { tag: 'responsible', bgColor: '#0f766e' },
  { tag: 'deposit' },
  { tag: 'faq-account', bgColor: '#2563eb', children: ['faq-account-register', 'faq-account-password', 'faq-account-security'] },
  { tag: 'faq-lottery', bgColor: '#db2777', children: ['faq-lottery-draws', 'faq-lottery-settlement'] },
  { tag: 'faq-games', bgColor: '#7c3aed', children: ['faq-games-wallets', 'faq-games-trial'] },
];

/** What the text says about one merchant. */
export interface HelpVars {
  /** The operator's site name. */
  site: string;
  /** The footer's licence line; null when the merchant shows none. */
  licence: string | null;
  currency: string;
  depositMin: string;
  depositMax: string;
  depositDaily: number;
}

export type HelpTexts = Record<HelpTag, { title: string; content: string }>;

/** One language's help centre for a merchant. */
export type HelpCopy = (v: HelpVars) => HelpTexts;
