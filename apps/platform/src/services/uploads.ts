/** Files that come with a multipart call (read by http/multipart.ts), and what their content says they are. */

export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  /** What the client claims; never trusted (see `imageTypeOf`). */
  mimetype: string;
  data: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** png or jpg by the file's first bytes (its magic number), whatever its name or declared type; null otherwise. */
export function imageTypeOf(data: Buffer): 'image/png' | 'image/jpeg' | null {
  if (data.length > PNG_SIGNATURE.length && data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE))
    return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return null;
}
