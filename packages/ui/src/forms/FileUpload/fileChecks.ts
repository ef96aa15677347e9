/** What FileUpload accepts: PNG or JPEG by MIME type and by content (the first bytes), never by file name. */

export const fileUploadTypes = ['image/png', 'image/jpeg'] as const;
export type FileUploadType = (typeof fileUploadTypes)[number];

/** 5 MB, SPEC §5's limit for proof images. */
export const defaultMaxFileSize = 5 * 1024 * 1024;
export const defaultMaxFiles = 3;

export type FileIssueRule = 'type' | 'size' | 'count';
export interface FileIssue {
  name: string;
  rule: FileIssueRule;
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

/** The image type a file's first bytes show, or null when they are neither PNG nor JPEG. */
export async function sniffImageType(file: Blob): Promise<FileUploadType | null> {
  const bytes = new Uint8Array(await file.slice(0, pngSignature.length).arrayBuffer());
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith(pngSignature)) return 'image/png';
  if (startsWith(jpegSignature)) return 'image/jpeg';
  return null;
}

/**
 * Splits picked files into the ones to add and the issues to report, in order: type (MIME and content), size,
 * then count against the free slots.
 */
export async function checkFiles(
  picked: readonly File[],
  { existing, maxFiles, maxSize }: { existing: number; maxFiles: number; maxSize: number },
): Promise<{ accepted: File[]; issues: FileIssue[] }> {
  const sniffed = await Promise.all(picked.map((file) => sniffImageType(file)));
  const accepted: File[] = [];
  const issues: FileIssue[] = [];
  picked.forEach((file, i) => {
    const declared = (fileUploadTypes as readonly string[]).includes(file.type);
    if (!declared || sniffed[i] === null) issues.push({ name: file.name, rule: 'type' });
    else if (file.size > maxSize) issues.push({ name: file.name, rule: 'size' });
    else if (existing + accepted.length >= maxFiles) issues.push({ name: file.name, rule: 'count' });
    else accepted.push(file);
  });
  return { accepted, issues };
}
