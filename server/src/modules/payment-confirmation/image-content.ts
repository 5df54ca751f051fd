/**
 * What an uploaded image really is, read from its first bytes (never from the name or the data
 * URL's declared type): PNG or JPEG, the types spec 2 §5 allows; null for anything else.
 */
export function imageTypeOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The bytes of a `data:image/...;base64,` URL (the contract checked its form and size). */
export const dataUrlBytes = (dataUrl: string): Buffer => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
