import { plural } from '../plural';

/** README.html of the ZIP export (accounts spec §7 export; ours): written by the server in the member's language. */
export const exportArchive = {
  title: 'Your Nahbar data',
  intro:
    'This archive holds everything Nahbar stores about you: your data as a machine-readable file, and your photos.',
  memberLabel: 'Member',
  memberIdLabel: 'Member id',
  exportedAtLabel: 'Exported',
  filesTitle: 'What is in this archive',
  exportJson: (messages: string) =>
    `Your profile, settings, friends, friend requests (open, answered and withdrawn), blocks, reports you filed, notifications, sessions, the browsers you let Nahbar notify, the rooms you created with their descriptions, how far you have read in each room, moderation measures taken against you and reports about you (reason and date, never who filed them), and your last ${messages} messages, as JSON. The same file as the JSON export.`,
  readme: 'This overview. Open it in any web browser.',
  photosFolder:
    'Your photos as Nahbar stores them: re-encoded, without location or camera data. Each file is named after the photo’s id; the table below gives its original name.',
  photosTitle: 'Your photos',
  fileColumn: 'File',
  originalNameColumn: 'Original name',
  usedAsColumn: 'Used as',
  uploadedColumn: 'Uploaded',
  primaryPhoto: 'Primary profile photo',
  profilePhoto: 'Profile photo',
  messagePhoto: (count: number) => `Sent in ${count} ${plural('en', count, 'message', 'messages')}`,
  missingFile: 'Not included: the file could not be found in the photo store.',
  missingSummary: (count: number) =>
    `${count} ${plural('en', count, 'photo is', 'photos are')} listed but not included, because ${plural('en', count, 'its file', 'their files')} could not be found. Your data export still lists ${plural('en', count, 'it', 'them')}.`,
  noPhotos: 'There are no photos in this export.',
};
