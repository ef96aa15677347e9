/**
 * Multipart bodies (@fastify/multipart) of the contract's `multipart` calls: text fields as a record (the route checks
 * them with the call's schema), files read into memory within the call's limits. The limits are enforced while the
 * body streams in (busboy's), so an oversized file or one file too many is refused without being read to the end.
 */
import type { Endpoint } from '@croupier/contract';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, validationFailure } from '../failure';
import type { UploadedFile } from '../services/uploads';
import { MAX_STRING_LENGTH } from './inputGuard';

/** Text fields a multipart call may carry (more is refused). */
const MAX_FIELDS = 20;

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

type Spec = NonNullable<Endpoint['multipart']>['files'];

function refusalOf(error: unknown, spec: Spec): ApiFailure | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new ApiFailure('upload_too_many', `at most ${spec.maxCount} files`, { max: spec.maxCount });
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiFailure('upload_too_large', `each file must be at most ${spec.maxBytes} bytes`, {
        maxBytes: spec.maxBytes,
      });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiFailure('payload_too_large', 'too many form fields');
    case 'FST_PROTO_VIOLATION':
      return validationFailure([{ path: ['__proto__'], message: 'this key is not allowed' }]);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiFailure('unsupported_media_type', 'this call takes multipart/form-data');
    default: {
      // busboy's own complaints about a malformed body (no boundary, a part cut short...).
      const status = (error as { statusCode?: unknown } | null)?.statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500)
        return new ApiFailure('bad_request', 'malformed multipart body');
      if (error instanceof Error && /multipart|boundary|part/i.test(error.message))
        return new ApiFailure('bad_request', 'malformed multipart body');
      return null;
    }
  }
}

export async function readMultipart(request: FastifyRequest, spec: Spec): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new ApiFailure('unsupported_media_type', 'this call takes multipart/form-data');
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        files: spec.maxCount,
        fileSize: spec.maxBytes,
        fields: MAX_FIELDS,
        fieldSize: MAX_STRING_LENGTH,
        parts: spec.maxCount + MAX_FIELDS,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        // A file input left empty still sends a part, without a name or content.
        if (data.length === 0 && !part.filename) continue;
        if (part.fieldname !== spec.field)
          throw validationFailure(
            [{ path: [part.fieldname], message: `files go in the ${spec.field} field` }],
            'unexpected file field',
          );
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        if (Object.hasOwn(fields, part.fieldname))
          throw validationFailure(
            [{ path: [part.fieldname], message: 'given more than once' }],
            `${part.fieldname} given more than once`,
          );
        if (part.valueTruncated)
          throw validationFailure([{ path: [part.fieldname], message: `at most ${MAX_STRING_LENGTH} characters` }]);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    if (error instanceof ApiFailure) throw error;
    const refusal = refusalOf(error, spec);
    if (refusal) throw refusal;
    throw error;
  }
  return { fields, files };
}
