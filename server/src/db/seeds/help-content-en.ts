import type { HelpCopy } from './help-content-types.js';

/** English help centre. */
export const HELP_EN: HelpCopy = (v) => ({
  about: {
    title: 'About us',
    content:
      `<p>${v.site} is an online lottery and gaming site offering lottery draws, live casino, slots, card and fish games and e-sports from licensed game providers.</p>` +
      (v.licence
        ? `<p>${v.site} operates under the ${v.licence}. Play is for adults only (18+).</p>`
        : `<p>${v.site} is a demonstration site: it holds no gaming licence and takes no real-money play. Play is for adults only (18+).</p>`) +
      '<p>Our customer service team is available around the clock through the customer service button on every page.</p>',
  },
  terms: {
    title: 'Terms and conditions',
    content:
      `<p>These terms apply to every account at ${v.site}. By registering you accept them.</p>` +
      '<h3>Your account</h3><p>You must be at least 18 years old and online gaming must be legal where you live. One account per person; the details you give must be true and your own. Keep your password private: activity under your login is treated as yours.</p>' +
      `<h3>Deposits and withdrawals</h3><p>Amounts are in ${v.currency}. Deposits and withdrawals use payment channels in your own name. Withdrawals are paid to a payee in the account holder's name and need your payment password. We may ask for proof of identity before paying out.</p>` +
      '<h3>Bonuses</h3><p>Each promotion has its own rules, shown on the promotion. A bonus may carry a wagering requirement before it can be withdrawn. Abuse of promotions, such as several accounts for one person, voids the bonus and its winnings.</p>' +
      '<h3>Fair play</h3><p>Lottery results are drawn with a certified random number generator; the seed of each draw is committed before sales close and published after, so anyone can verify it. Cheating, collusion and automated play are forbidden and lead to the account being closed.</p>' +
      '<h3>Closing an account</h3><p>You may ask customer service to close your account at any time; the remaining balance is paid out first. We may suspend or close an account that breaks these terms, after telling you why.</p>',
  },
  privacy: {
    title: 'Privacy policy',
    content:
      '<h3>What we keep</h3><p>Your username, password (stored only as a secure hash), mobile number and e-mail if you give them, your deposits, withdrawals and bets, and the sign-in history of your account (time, IP address and device).</p>' +
      '<h3>Why</h3><p>To run your account and pay you, to keep it secure (for example to spot sign-ins you did not make), to meet our legal duties against fraud and money laundering, and to answer your questions.</p>' +
      '<h3>How long</h3><p>Sign-in history is kept for 90 days. Account and transaction records are kept for as long as the account is open and afterwards as long as the law requires us to.</p>' +
      '<h3>Your rights</h3><p>You may ask customer service for a copy of your data, for a correction, or for its deletion where the law allows. We never sell your data.</p>',
  },
  responsible: {
    title: 'Responsible gaming',
    content:
      '<p>Gaming should be entertainment, never a way to make money. Set yourself a budget and a time limit before you play, and stop when you reach them.</p>' +
      '<h3>Tools we offer</h3><ul>' +
      '<li><strong>Deposit limits</strong>: a daily, weekly or monthly cap on your deposits. Contact customer service to set one; lowering it takes effect at once.</li>' +
      '<li><strong>Time-outs</strong>: a break of 24 hours to 6 weeks during which you cannot sign in. Contact customer service to set one.</li>' +
      '<li><strong>Self-exclusion</strong>: closing your account for at least 6 months. Contact customer service; it cannot be undone early.</li>' +
      '<li><strong>Session reminders</strong>: a reminder of how long you have been playing. Contact customer service to turn them on.</li>' +
      '</ul><p>Self-service for these tools in the member centre is being built; until then customer service sets them for you.</p>' +
      '<h3>Warning signs</h3><p>Chasing losses, playing with money meant for bills, or hiding your play from others are signs to stop and talk to someone. Free, confidential help is available from gambling support organisations in your country.</p>',
  },
  deposit: {
    title: 'How to deposit',
    content:
      '<p>Open the member centre and choose <strong>Deposit</strong>. Pick a payment channel, enter the amount and confirm.</p>' +
      `<p>Each deposit is between ${v.depositMin} and ${v.depositMax} ${v.currency}, up to ${v.depositDaily} deposits a day.</p>` +
      '<p>The deposit stays pending until the payment is confirmed; the amount is then added to your main wallet and you get a notification. On this demo site the only channel is Demo Pay, which moves no real money.</p>',
  },
  'faq-account': { title: 'Account', content: '<p>Registering, signing in and keeping your account safe.</p>' },
  'faq-account-register': {
    title: 'How do I register?',
    content: '<p>Choose <strong>Register</strong>, fill in a username and password (and a mobile number where asked), accept the agreement and submit. You are signed in right away.</p>',
  },
  'faq-account-password': {
    title: 'I forgot my password',
    content: '<p>Choose <strong>Forgot password</strong> on the sign-in form. We send a one-time code by SMS or e-mail; enter it to set a new password. Every session of the account is then signed out.</p>',
  },
  'faq-account-security': {
    title: 'How do I keep my account safe?',
    content: '<p>Turn on two-factor sign-in in the member centre\'s security page, use a password you use nowhere else, and check your sign-in history. You can sign out any device you do not recognise.</p>',
  },
  'faq-lottery': { title: 'Lottery draws and settlement', content: '<p>How draws work and when bets are paid.</p>' },
  'faq-lottery-draws': {
    title: 'How are the numbers drawn?',
    content: '<p>Each draw uses a cryptographically secure random generator. Its seed is fixed and its hash published before sales close, and the seed is revealed after the draw, so the result can be checked by anyone.</p>',
  },
  'faq-lottery-settlement': {
    title: 'When is a winning bet paid?',
    content: '<p>Bets are settled as soon as the draw result is in, usually within seconds. Winnings go straight to your main wallet and you get a notification. A bet placed after sales close is refused.</p>',
  },
  'faq-games': { title: 'Games and wallets', content: '<p>Playing casino, slot and other games.</p>' },
  'faq-games-wallets': {
    title: 'Why does a game have its own wallet?',
    content: '<p>Some game providers keep a separate wallet. Move money between your main wallet and a game wallet with <strong>Transfer</strong> in the member centre; on single-wallet sites every game plays from the main wallet.</p>',
  },
  'faq-games-trial': {
    title: 'Can I try a game for free?',
    content: '<p>Games marked <strong>Free trial</strong> can be played with demo credit, without an account. Demo credit has no value and cannot be withdrawn.</p>',
  },
});
