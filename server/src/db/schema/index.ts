// The database schema, one file per domain; drizzle-kit reads this index (server/drizzle.config.ts).
// Import tables and row types from here: `import { customers, type CustomerRow } from '../db/schema/index.js'`.
export * from './merchants.js';
export * from './accounts.js';
export * from './wallet.js';
export * from './messages.js';
export * from './games.js';
export * from './demo-vendor.js';
export * from './lottery.js';
export * from './member-security.js';
export * from './payments.js';
export * from './player-rank.js';
export * from './help.js';
export * from './announcements.js';
export * from './payment-confirmations.js';
export * from './promotions.js';
export * from './points.js';
export * from './agent-contracts.js';
export * from './member-support.js';
export * from './missions.js';
export * from './tracking.js';
