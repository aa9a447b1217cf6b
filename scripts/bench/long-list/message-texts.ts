// Chat history that looks like a room's: replies of a word or an emoji, sentences, paragraphs
// that wrap over several lines, lists over several lines, @mentions and the odd long link, so
// the rows vary in height as they do in life. Deterministic, so every run scrolls the same room.

/** Marsaglia's xorshift: enough randomness for texts, and the same sequence every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 2 ** 32;
  };
}

const REPLIES = [
  'ok',
  'Ja!',
  '👍',
  'haha 😂',
  'Bin dabei',
  'Gute Nacht 🌙',
  'Klingt gut',
  'Danke dir!',
  'Wo genau?',
  '🎉🎉🎉',
  'Stimmt.',
  'lol',
  'Sehr schön ☀️',
  'Oh nein 😅',
];
const WORDS = `heute morgen abend wetter sonne regen kaffee tee kuchen essen kochen pizza berlin hamburg
  münchen köln wien graz zürich basel urlaub reise zug bahn fahrrad laufen wandern schwimmen kino
  film musik konzert buch lesen arbeit büro projekt katze hund garten frühling sommer herbst winter
  schnee freunde familie wochenende markt see berge ausflug picknick spieleabend und oder aber dann
  noch schon wieder gerne vielleicht bestimmt wirklich total ziemlich ganz später gleich`
  .split(/\s+/)
  .filter(Boolean);
const EMOJI = ['🎉', '☕', '🚲', '❤️', '😅', '😂', '🙌', '🌧️', '🏔️', '🍕', '👀', '✨'];
const LIST_ITEMS = ['Brot', 'Käse', 'Tomaten', 'Sonnencreme', 'Decke', 'Getränke', 'Karten', 'Gitarre'];

export interface SeedMessage {
  content: string;
  /** Index into the room's members of the sender. */
  sender: number;
  /** Indexes into the room's members of those mentioned. */
  mentioned: number[];
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function sentence(random: () => number, minWords: number, maxWords: number): string {
  const count = minWords + Math.floor(random() * (maxWords - minWords + 1));
  const words = Array.from({ length: count }, () => pick(random, WORDS));
  const text = words.join(' ');
  const end = random() < 0.2 ? '?' : random() < 0.3 ? '!' : '.';
  const emoji = random() < 0.25 ? ` ${pick(random, EMOJI)}` : '';
  return `${text.charAt(0).toLocaleUpperCase('de')}${text.slice(1)}${end}${emoji}`;
}

function paragraph(random: () => number): string {
  const sentences = 2 + Math.floor(random() * 5);
  return Array.from({ length: sentences }, () => sentence(random, 6, 18)).join(' ');
}

function multiLine(random: () => number): string {
  if (random() < 0.5) {
    const items = 2 + Math.floor(random() * 5);
    return [
      'Wer bringt was mit?',
      ...Array.from({ length: items }, () => `- ${pick(random, LIST_ITEMS)}`),
    ].join('\n');
  }
  const lines = 2 + Math.floor(random() * 3);
  return Array.from({ length: lines }, () => sentence(random, 3, 12)).join('\n');
}

function longLink(random: () => number): string {
  const path = Array.from({ length: 6 }, () => pick(random, WORDS)).join('-');
  return `Schaut mal: https://example.org/ausfluege/${path}-${Math.floor(random() * 1e9)}?ref=nahbar`;
}

/** The body of one message by `sender` in a room of `members` members (usernames). */
function messageBody(random: () => number, sender: number, members: readonly string[]): SeedMessage {
  const roll = random();
  if (roll < 0.2) return { content: pick(random, REPLIES), sender, mentioned: [] };
  if (roll < 0.58) return { content: sentence(random, 4, 24), sender, mentioned: [] };
  if (roll < 0.72) return { content: paragraph(random), sender, mentioned: [] };
  if (roll < 0.84) return { content: multiLine(random), sender, mentioned: [] };
  if (roll < 0.97) {
    const others = members.map((_, index) => index).filter((index) => index !== sender);
    const mentioned = pick(random, others);
    const content = `@${members[mentioned]} ${sentence(random, 3, 16)}`;
    return { content, sender, mentioned: [mentioned] };
  }
  return { content: longLink(random), sender, mentioned: [] };
}

export const OLDEST_TEXT = 'Der allererste Beitrag in diesem Raum 👋';
export const NEWEST_TEXT = 'Der neueste Beitrag in diesem Raum 🏁';

/**
 * `count` messages, oldest first, by `members` (usernames). A sender often writes a few in a
 * row, as people do. The oldest and newest have texts of their own, to find them on screen.
 */
export function roomHistory(count: number, members: readonly string[], seed = 20_261_124): SeedMessage[] {
  const random = seededRandom(seed);
  const history: SeedMessage[] = [];
  let sender = 0;
  for (let index = 0; index < count; index++) {
    if (random() > 0.45) sender = Math.floor(random() * members.length);
    history.push(messageBody(random, sender, members));
  }
  if (history[0]) history[0] = { content: OLDEST_TEXT, sender: 1 % members.length, mentioned: [] };
  if (count > 1) history[count - 1] = { content: NEWEST_TEXT, sender: 0, mentioned: [] };
  return history;
}
