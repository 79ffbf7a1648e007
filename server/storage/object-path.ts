// Bucket ids and object names from the URL, refused unless they are plain relative paths: the name
// becomes a file path under DATA_DIR, so nothing may climb out of the bucket's folder.
import { StorageError, invalidBucketName } from './errors.ts';

export interface ObjectRef {
  bucket: string;
  name: string;
}

const MAX_NAME_LENGTH = 1024;
// Control characters (C0, DEL, C1) never belong in a file name and confuse logs and terminals.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BUCKET_ID = /^[A-Za-z0-9_.-]{1,100}$/;

const invalidKey = (name: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${name}`);

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new StorageError(400, 'InvalidKey', 'Invalid key: malformed percent-encoding');
  }
}

export function checkBucketId(bucket: string): string {
  if (!BUCKET_ID.test(bucket) || bucket === '.' || bucket === '..') {
    throw invalidBucketName(`Bucket name invalid: ${bucket}`);
  }
  return bucket;
}

/** Checks an object name (already decoded): relative, no empty, "." or ".." segment, no backslash. */
export function checkObjectName(name: string): string {
  if (
    name.length === 0 ||
    name.length > MAX_NAME_LENGTH ||
    name.startsWith('/') ||
    name.includes('\\') ||
    CONTROL.test(name) ||
    name.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw invalidKey(name);
  }
  return name;
}

/** `{bucket}/{name...}` from the still percent-encoded rest of a URL path. */
export function parseObjectRef(rest: string): ObjectRef {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw new StorageError(400, 'InvalidKey', 'Invalid key: missing object name');
  const bucket = checkBucketId(decode(rest.slice(0, slash)));
  // Decode per segment so an encoded "%2F" cannot smuggle in an extra, unchecked separator.
  const segments = rest
    .slice(slash + 1)
    .split('/')
    .map(decode);
  if (segments.some((segment) => segment.includes('/'))) throw invalidKey(segments.join('/'));
  return { bucket, name: checkObjectName(segments.join('/')) };
}
