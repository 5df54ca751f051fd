/** The image types uploads may carry (spec 2 §5: jpg, jpeg or png). */
export type UploadImageType = 'png' | 'jpeg';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The type the bytes really are, read from their magic numbers, or null: a data URL's declared
 * type is the sender's claim, the bytes are the truth.
 */
export function imageTypeOf(bytes: Buffer): UploadImageType | null {
  if (bytes.length >= 16 && bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** The bytes of a `data:image/...;base64,` URL (the contract checked its form and size). */
export const dataUrlBytes = (dataUrl: string): Buffer => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
