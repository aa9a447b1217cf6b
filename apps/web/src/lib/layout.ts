/** The height of a screen's top bar (the chat header), in px. */
export const HEADER_HEIGHT = 60;
