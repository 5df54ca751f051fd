import { statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * /dev/shm when it is a roomy memory-backed folder (Linux's tmpfs, 1 GiB free or more), else null.
 * The browser tests' scratch (the test server's database, Chromium's shared memory) goes there:
 * nothing in it needs to outlive the run, and files in /tmp on a disk cost the kernel writes the
 * tests never read back. A container's default /dev/shm is 64 MB, too small for Chromium, so that
 * one is not used.
 */
export function memoryBackedTmp() {
  try {
    const fs = statfsSync('/dev/shm');
    return fs.bavail * fs.bsize >= 2 ** 30 ? '/dev/shm' : null;
  } catch {
    return null;
  }
}

/**
 * The scratch folder of the browser tests' server on `port` (scripts/e2e-server.mjs empties it at
 * each start): its database, its copy of the built site and the tests' notes about it.
 */
export function e2eScratch(port) {
  return join(memoryBackedTmp() ?? tmpdir(), `lotto-e2e-${port}`);
}
