import { apiConfig, type AppClient } from './client.ts';
import { renditionPath, storedPaths } from '../../../shared/domain/images.ts';
import type { Rendition } from '../resize-image.ts';
import { ApiError, fail } from './errors.ts';
import { imageFolder } from './image-folder.ts';

export type Bucket = 'menu-images' | 'banners';

export interface UploadedImage {
  path: string;
  publicUrl: string;
}

export interface UploadImageOptions {
  bucket: Bucket;
  /** File name inside the business's folder (`{folder}/{fileName}`, as the storage policy wants). */
  fileName: string;
  /** The folder: the business owner's id (imageFolder); the signed-in user's own id without it. */
  folder?: string;
  blob: Blob;
  /** 0..1 as bytes leave the browser. */
  onProgress?: (fraction: number) => void;
}

/**
 * supabase-js' storage upload reports no progress, so this speaks the same storage API
 * (POST /storage/v1/object/{bucket}/{path}, x-upsert) over XMLHttpRequest, whose upload events do.
 */
export async function uploadImage(
  client: AppClient,
  options: UploadImageOptions,
): Promise<UploadedImage> {
  const { data } = await client.auth.getSession();
  const session = data.session;
  if (!session) fail('not_signed_in');
  const token = session.access_token;
  const path = `${options.folder ?? session.user.id}/${options.fileName}`;
  const url = `${apiConfig.supabaseUrl}/storage/v1/object/${options.bucket}/${path}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', apiConfig.supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'true');
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('Content-Type', options.blob.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(1);
        resolve();
      } else {
        reject(new ApiError({ kind: 'storage', body: xhr.responseText, status: xhr.status }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'app', code: 'network' }));
    xhr.send(options.blob);
  });
  const publicUrl = client.storage.from(options.bucket).getPublicUrl(path).data.publicUrl;
  return { path, publicUrl };
}

export interface StoredImage extends UploadedImage {
  /** Widths of the renditions stored beside it, for image_widths / banner_widths. */
  widths: number[];
}

/**
 * Stores the original, then its renditions beside it (`{name without extension}-{width}.webp`,
 * in the same owner folder, so the same storage policy applies). If any part fails, what was
 * already stored is removed again: an upload is whole or absent.
 */
export async function uploadWithRenditions(
  client: AppClient,
  options: UploadImageOptions & { renditions: readonly Rendition[] },
): Promise<StoredImage> {
  const { data } = await client.auth.getSession();
  const folder =
    options.folder ?? (data.session ? await imageFolder(client, data.session.user.id) : undefined);
  if (folder) options = { ...options, folder };
  const uploaded = await uploadImage(client, options);
  try {
    await Promise.all(
      options.renditions.map((r) =>
        uploadImage(client, {
          ...(options.folder ? { folder: options.folder } : {}),
          bucket: options.bucket,
          fileName: renditionPath(options.fileName, r.width),
          blob: r.blob,
        }),
      ),
    );
  } catch (failure) {
    await removeImage(
      client,
      options.bucket,
      uploaded.path,
      options.renditions.map((r) => r.width),
    );
    throw failure;
  }
  return { ...uploaded, widths: options.renditions.map((r) => r.width) };
}

/** Removing an old file and its renditions is best-effort: the save already succeeded, so a
 * failure is only warned. */
export async function removeImage(
  client: AppClient,
  bucket: Bucket,
  path: string | null | undefined,
  widths: readonly number[] = [],
): Promise<void> {
  if (!path) return;
  const { error } = await client.storage.from(bucket).remove(storedPaths(path, widths));
  if (error) console.warn(`Could not remove ${bucket}/${path}`, error);
}
