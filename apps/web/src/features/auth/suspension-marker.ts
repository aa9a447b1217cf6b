/**
 * What the sign-in screen stores after a live ban, which names no details (the value older
 * versions wrote for any suspension). Apart from the reading (stored-suspension.ts), which
 * loads with the ban screen: the first load needs only this.
 */
export const WITHOUT_DETAILS = '1';
