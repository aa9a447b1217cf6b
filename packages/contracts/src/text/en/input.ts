/** ours: refusals of input that could not be stored or shown safely (any form, any transport). */
export const input = {
  invalidCharacters:
    'The text contains characters that cannot be used (control characters or broken symbols)',
  directionCharacters: 'Names cannot contain characters that change the writing direction',
  reservedUsername: 'This username is reserved. Please choose another one.',
  avatarNotOwnPhoto: 'The profile picture must be one of your own photos',
  cityCharacters: 'Please enter a plain city name, without special characters',
  notANumber: 'Please enter a number',
};

/** ours: a request the server refused for where it came from. */
export const request = {
  foreignOrigin: (expected: string) =>
    `This address is not allowed to use the server. Open the app at ${expected} and try again.`,
};
