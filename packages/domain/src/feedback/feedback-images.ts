export const FEEDBACK_MAX_IMAGES = 5;
export const FEEDBACK_MAX_IMAGE_BYTES = 3_145_728;

/** The part of a File the rules look at, so the rules run without a browser. */
export interface CandidateImage {
  type: string;
  size: number;
}

/**
 * Adds picked files to the images already attached. Non-images, images over 3 MiB and anything beyond the
 * fifth image are dropped; `rejected` tells the caller to show the 'No more than 5 images/ 3M per image' notice.
 */
export function acceptFeedbackImages<T extends CandidateImage>(
  current: readonly T[],
  picked: readonly T[],
): { images: T[]; rejected: boolean } {
  const images = [...current];
  let rejected = false;
  for (const file of picked) {
    const fits =
      file.type.startsWith('image/') &&
      file.size <= FEEDBACK_MAX_IMAGE_BYTES &&
      images.length < FEEDBACK_MAX_IMAGES;
    if (fits) images.push(file);
    else rejected = true;
  }
  return { images, rejected };
}
