/**
 * What only private chats show, in one chunk loaded on demand: the read receipts' follower and
 * the cover over strangers' photos. The chat's first load does without both.
 */
export { ReceiptFollower } from './read-receipts/receipt-follower';
export { PhotoGate } from './stranger-photos/photo-gate';
