/**
 * A value built the first time anything reads it, not when its module is evaluated: the contract's
 * schemas and calls. Building a zod schema runs its constructors (closures, traits, the parent's
 * clone for each `.check()`); the contract holds hundreds, and a page uses a few of them, so the
 * browser would otherwise build them all before its first render (docs/decisions/0039).
 *
 * The answer stands for the built value everywhere: every read, `in`, key listing, spread and
 * `instanceof` reaches the value, built once. Its identity is the stand-in's own, stable for the
 * life of the module, which is all a schema or a call table is compared by.
 */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const value = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(value(), key),
    set: (_target, key, v: unknown) => Reflect.set(value(), key, v),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    // the stand-in itself holds nothing, so every property it reports must be configurable
    getOwnPropertyDescriptor: (_target, key) => {
      const d = Reflect.getOwnPropertyDescriptor(value(), key);
      return d && { ...d, configurable: true };
    },
    defineProperty: (_target, key, d) => Reflect.defineProperty(value(), key, d),
    deleteProperty: (_target, key) => Reflect.deleteProperty(value(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(value()),
  });
}
