/**
 * The first bytes each accepted file type starts with: a file is what its bytes say, not what it claims (a
 * browser's declared type comes from the file name).
 */
export const fileSignatures = {
  'image/png': (bytes: Buffer) =>
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  'image/gif': (bytes: Buffer) => ['GIF87a', 'GIF89a'].includes(bytes.subarray(0, 6).toString('latin1')),
  'image/webp': (bytes: Buffer) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-',
} as const satisfies Record<string, (bytes: Buffer) => boolean>;
export type SignedFileType = keyof typeof fileSignatures;

/** The first of `types` the bytes really are; undefined when none. */
export function detectFileType<T extends SignedFileType>(bytes: Buffer, types: readonly T[]): T | undefined {
  return types.find((type) => fileSignatures[type](bytes));
}
