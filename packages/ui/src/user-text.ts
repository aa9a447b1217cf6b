/**
 * The class of every element showing text a member wrote: messages, names, handles and room
 * names. The web app's one global rule gives it `unicode-bidi: isolate`, so a right-to-left
 * override inside cannot reverse what is shown after it ('exe.png' spoofing).
 */
export const USER_TEXT_CLASS = 'user-text';
