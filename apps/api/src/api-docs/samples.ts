import type {
  TMessage,
  TMessagePage,
  TPublicUser,
  TRoom,
  TRoomListItem,
  TSessionUser,
} from '@nahbar/contracts';

/**
 * Sample data for the documents' examples, typed by the contracts so that an example cannot name
 * a field the answer does not have (test/api-docs.test.ts also parses each with its schema).
 */
export const SAMPLE_ROOM_ID = '5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10';
export const SAMPLE_USER_ID = '0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f';
export const SAMPLE_OTHER_USER_ID = '7c6b5a49-3827-4160-9f8e-7d6c5b4a3928';
export const SAMPLE_MESSAGE_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

export const SAMPLE_PUBLIC_USER: TPublicUser = {
  id: SAMPLE_USER_ID,
  username: 'anna_k',
  displayName: 'Anna',
  gender: 'female',
  age: 29,
  location: 'Berlin',
  avatar: null,
  bio: null,
  role: 'user',
  isOnline: true,
  primaryPhoto: null,
};

export const SAMPLE_SESSION_USER: TSessionUser = {
  ...SAMPLE_PUBLIC_USER,
  genderPreference: 'all',
  ageMin: 18,
  ageMax: 99,
  createdAt: '2026-05-01T17:55:00.000Z',
  locationKnown: true,
  locale: null,
};

export const SAMPLE_MESSAGE: TMessage = {
  id: SAMPLE_MESSAGE_ID,
  roomId: SAMPLE_ROOM_ID,
  userId: SAMPLE_USER_ID,
  sequenceId: 42,
  content: 'Hello, neighbours!',
  createdAt: '2026-05-01T18:30:00.000Z',
  messageType: 'text',
  photoUrl: null,
  photoFileName: null,
  mentionedUserIds: [],
  clientMessageId: 'c-1',
  user: {
    id: SAMPLE_USER_ID,
    displayName: 'Anna',
    username: 'anna_k',
    gender: 'female',
    avatar: null,
    primaryPhoto: null,
  },
};

export const SAMPLE_MESSAGE_PAGE: TMessagePage = {
  items: [{ ...SAMPLE_MESSAGE, reactions: [] }],
  nextCursor: null,
  prevCursor: null,
  hasMore: false,
};

export const SAMPLE_ROOM: TRoom = {
  id: SAMPLE_ROOM_ID,
  name: 'Book club',
  description: 'Monthly reads',
  isPrivate: false,
  isDirect: false,
  closedAt: null,
  memberIds: [SAMPLE_USER_ID],
  createdBy: SAMPLE_USER_ID,
  createdAt: '2026-05-01T18:00:00.000Z',
  seedKey: null,
  members: [SAMPLE_PUBLIC_USER],
};

export const SAMPLE_ROOM_LIST_ITEM: TRoomListItem = {
  id: SAMPLE_ROOM_ID,
  name: 'Book club',
  description: 'Monthly reads',
  isPrivate: false,
  createdBy: SAMPLE_USER_ID,
  createdAt: '2026-05-01T18:00:00.000Z',
  seedKey: null,
  memberCount: 1,
  isMember: true,
};
