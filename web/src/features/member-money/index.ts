/**
 * Public surface of the member centre's money pages (issue 14). Each page is also the default
 * export of its own file, so the centre's registry (app/member-pages.ts) loads each one lazily.
 */
export { TransferFundPage } from './pages/transfer-fund-page';
export { DepositPage } from './pages/deposit-page';
export { WithdrawPage } from './pages/withdraw-page';
export { TransferToUplinePage } from './pages/transfer-to-upline-page';
