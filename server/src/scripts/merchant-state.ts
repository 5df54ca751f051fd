/**
 * Switches a merchant's maintenance, region restriction and flags in the database:
 *   npx tsx server/src/scripts/merchant-state.ts demo --maintenance on [--maintenance-end 2026-12-01T10:00:00Z]
 *   npx tsx server/src/scripts/merchant-state.ts demo --region-restricted off --flag COMM3=off
 * Uses DATABASE_URL or DATA_DIR like the server. PGlite allows one process per data folder, so with
 * PGlite stop the server first (or use POST /dev/merchants/:code/state while it runs).
 */
import { pathToFileURL } from 'node:url';
import { isFlag } from '@lotto/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { merchantStatePatchSchema, updateMerchantState, type MerchantStatePatch } from '../modules/dev/merchant-state.js';

const USAGE = `usage: merchant-state <merchant> [--maintenance on|off] [--maintenance-end <ISO date|epoch ms|none>]
                      [--region-restricted on|off] [--blocked-ips <ip,cidr,...|none>] [--flag FLAG=on|off ...]`;

const onOff = (name: string, v: string | undefined): boolean => {
  if (v === 'on' || v === 'true') return true;
  if (v === 'off' || v === 'false') return false;
  throw new Error(`${name} expects on or off, got ${v ?? 'nothing'}`);
};

/** Parses the command line into a merchant code and a validated patch. */
export function parseMerchantStateArgs(argv: readonly string[]): { code: string; patch: MerchantStatePatch } {
  const [code, ...rest] = argv;
  if (!code || code.startsWith('-')) throw new Error(USAGE);
  const patch: MerchantStatePatch = {};
  const flags: Record<string, boolean> = {};
  for (let i = 0; i < rest.length; i++) {
    const opt = rest[i];
    const v = rest[i + 1];
    i++;
    switch (opt) {
      case '--maintenance':
        patch.maintenance = onOff(opt, v);
        break;
      case '--maintenance-end': {
        if (v === 'none') patch.maintenanceEnd = null;
        else {
          const ms = v && /^\d+$/.test(v) ? Number(v) : Date.parse(v ?? '');
          if (!Number.isFinite(ms)) throw new Error(`--maintenance-end expects an ISO date, epoch ms or none`);
          patch.maintenanceEnd = ms;
        }
        break;
      }
      case '--region-restricted':
        patch.regionRestricted = onOff(opt, v);
        break;
      case '--blocked-ips':
        patch.blockedIps = v === 'none' ? [] : (v ?? '').split(',').map((s) => s.trim()).filter(Boolean);
        break;
      case '--flag': {
        const [name, state] = (v ?? '').split('=');
        if (!name || !isFlag(name)) throw new Error(`--flag expects FLAG=on|off with a known flag, got ${v ?? 'nothing'}`);
        flags[name] = onOff(`--flag ${name}`, state);
        break;
      }
      default:
        throw new Error(`unknown option ${opt ?? ''}\n${USAGE}`);
    }
  }
  if (Object.keys(flags).length) patch.flags = flags;
  if (Object.keys(patch).length === 0) throw new Error(`nothing to change\n${USAGE}`);
  return { code, patch: merchantStatePatchSchema.parse(patch) };
}

async function main() {
  const { code, patch } = parseMerchantStateArgs(process.argv.slice(2));
  const database = await openDatabase(loadConfig(process.env));
  try {
    await database.migrate();
    const state = await updateMerchantState(database.db, code, patch);
    if (!state) throw new Error(`unknown merchant ${code}`);
    const { flags, ...shown } = state;
    const off = Object.entries(flags).filter(([, on]) => !on).map(([f]) => f);
    console.log(JSON.stringify({ ...shown, flagsOff: off }, null, 2));
    console.log('A running server sees the change within 5 s (merchant cache).');
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
