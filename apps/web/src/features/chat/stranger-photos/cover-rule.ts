/** What decides whether a photo in the chat shows blurred until the member asks to see it. */
export interface CoverFacts {
  /** The room on screen is a one-to-one private chat. */
  isDirect: boolean;
  senderId: string;
  selfId: string;
  /** The member's friends' ids; null while the list loads. */
  friendIds: ReadonlySet<string> | null;
  /** The member's `blurStrangerPhotos` switch; null while the settings load. */
  blurSetting: boolean | null;
  /** The member already asked to see this photo. */
  revealed: boolean;
}

/**
 * A photo a stranger (not a friend) sent in a private chat shows blurred, unless the member
 * turned the switch off or already chose to see it. Group rooms, one's own photos and friends'
 * photos never are. While the friends list or the settings load the photo stays covered:
 * a stranger's photo must not flash into view before the answer comes.
 */
export function coversPhoto(facts: CoverFacts): boolean {
  if (!facts.isDirect || facts.senderId === facts.selfId || facts.revealed) return false;
  if (facts.blurSetting === false) return false;
  return !facts.friendIds?.has(facts.senderId);
}
