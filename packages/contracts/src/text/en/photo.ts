/** Photo messages and profile photos (chat spec §5, accounts spec §8). */
export const photo = {
  notAnImage: 'Please select an image file',
  tooLarge: 'Image must be less than 10MB',
  sent: 'Photo Sent',
  sentDetail: 'Your photo has been shared successfully.',
  uploadError: 'Upload Error',
  uploadErrorDetail: 'Failed to upload photo. Please try again.',
  loadFailed: 'Failed to load image',
  // ours: the photo message's names (alt text, its button, the lightbox)
  label: 'Photo',
  labelNamed: (fileName: string) => `Photo ${fileName}`,
  open: (label: string) => `Open ${label}`,
  closeLightbox: 'Close photo',
  // ours: a photo from a stranger in a private chat, blurred until shown
  show: 'Show photo',
  // Settings, photos tab (accounts spec §8)
  profileUploaded: 'Profile photo uploaded successfully',
  primaryUpdated: 'Primary photo updated successfully',
  deleted: 'Photo deleted successfully',
  uploadFailed: 'Failed to upload photo',
  setPrimaryFailed: 'Failed to set primary photo',
  deleteFailed: 'Failed to delete photo',
  // ours: the server side of the catalogue
  unsupportedType: 'Only JPEG, PNG and WebP images can be shared',
  typeMismatch: 'The file does not contain what its name or type says',
  tooManyPixels: 'Image dimensions are too large (at most 50 megapixels)',
  unreadable: 'The image could not be read',
  fileNameTooLong: 'File name is too long',
  uploadExpired: 'This upload link has expired or was already used. Please try again.',
  notUploaded: 'The photo has not been uploaded yet',
  notFound: 'Photo not found',
  alreadyInProfile: 'This photo is already in your profile',
  profileFull: 'A profile can hold at most 20 photos',
  tooManyUploads: 'Too many uploads at once. Please wait a moment and try again.',
  unknownSize: 'Unknown photo size: use size=thumbnail or leave it out',
};
