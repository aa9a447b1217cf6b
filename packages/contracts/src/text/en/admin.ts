/** Administration and moderation (accounts spec §2 admin dashboard, §8; ours where it is silent). */
export const admin = {
  // refusals
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'The reason must be at most 500 characters',
  notesTooLong: 'Notes must be at most 1000 characters',
  invalidDuration: 'Choose a duration from 1 hour to 1 year, or none for permanent',
  notYourself: 'You cannot moderate yourself',
  notAnAdmin: 'Admins cannot be moderated: revoke the role first',
  reportNotFound: 'Report not found',
  messageNotFound: 'Message not found',
  invalidPurgeHours: 'Choose from 1 hour to 7 days',
  messageRemoved: 'Message removed by the moderators',
  invalidReportStatus: 'Choose reviewed, resolved or dismissed',
  reportAlreadyClosed: 'This report has already been decided',
  muted: 'The moderators have muted you: you cannot send messages right now',
  // what the member is told
  warningTitle: 'A warning from the moderators',
  mutedTitle: 'You have been muted',
  mutedBody: (reason: string) => `The moderators muted you: ${reason}`,
  muteLiftedTitle: 'You can write again',
  muteLiftedBody: 'The moderators lifted your mute.',
  reportDecidedTitle: 'Your report was reviewed',
  reportDecidedBody: 'Thank you: the moderators looked into it.',
  roomDeletedTitle: 'A room was closed',
  roomDeletedBody: (room: string) => `The moderators closed ${room}.`,
};
