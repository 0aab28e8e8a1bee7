/** The URLs of an uploaded boat image's display sizes (the files the image pipeline writes). */

/** URL of one display size of an uploaded boat image. */
export const boatImageUrl = (fileBase: string, width: number) => `/uploads/boats/${fileBase}-${width}.webp`;

export function imageUrls(fileBase: string) {
  return {
    small: boatImageUrl(fileBase, 480),
    medium: boatImageUrl(fileBase, 960),
    large: boatImageUrl(fileBase, 1600),
  };
}
