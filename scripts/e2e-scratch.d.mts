/** /dev/shm when it is a roomy memory-backed folder, else null (scripts/e2e-scratch.mjs). */
export function memoryBackedTmp(): string | null;
/** The scratch folder of the browser tests' server on `port` (scripts/e2e-scratch.mjs). */
export function e2eScratch(port: string | number): string;
