import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live; the local adapter writes under DATA_DIR, another could be an object store. */
export interface FileStorage {
  /** Stores bytes under a key like `feedback/2026-11/<random>.png`. */
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** Files under `root` (DATA_DIR/uploads): keys are checked, so none escapes the folder. */
export function localFileStorage(root: string): FileStorage {
  const fileOf = (key: string): string => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // wx: a key is written once, never overwritten
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
