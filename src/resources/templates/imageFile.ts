// The checks of a chosen preview image, before anything is sent (the server judges
// the bytes again).
import { PREVIEW_MAX_BYTES } from '../../../contract/templates';

/** A translation key when the file cannot be used, undefined when it can. */
export function checkImageFile(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return 'resources.templates.validation.invalidImage';
  if (file.size > PREVIEW_MAX_BYTES) return 'resources.templates.validation.imageTooLarge';
  return undefined;
}

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';
