// What the item form hands to the save operations, already validated and parsed.

export interface ItemValues {
  name: string;
  description: string;
  nameAr: string;
  descriptionAr: string;
  /** Parsed by shared/domain/money's parsePrice. */
  priceBaisa: number;
  categoryId: string;
}

export interface ImageUpload {
  /** Already resized and re-encoded in the browser. */
  blob: Blob;
  onProgress?: (fraction: number) => void;
}
