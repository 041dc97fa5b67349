/** Small, dependency-free text helpers for the built-in coach: hashing, pronouns, verb forms. */

/** Curly quotes straightened, whitespace collapsed: what every detector reads. */
export function normalize(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** FNV-1a, 32 bits: stable across runs and platforms, so the same conversation gives the same reply. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One item of a list, chosen by the seed and a per-use salt so that two choices in a reply are independent. */
export function pick<T>(items: readonly T[], seed: string, salt: string): T {
  const item = items[hash(`${seed}|${salt}`) % items.length];
  if (item === undefined) throw new Error(`pick: empty list for ${salt}`);
  return item;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9$£€%]+(?:['-][a-z0-9]+)*/g) ?? [];
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter, except for "I" and its contractions. */
export function uncapitalise(text: string): string {
  return /^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** Cuts at a word boundary so the result is at most `max` characters. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:-]+$/, '');
}

const TO_SECOND_PERSON: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  "i'm": "you're",
  "i've": "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  am: 'are',
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
};

/** "my boss and me" -> "your boss and you": how a reflection turns the client's words back to them. */
export function toSecondPerson(text: string): string {
  return text.replace(/\bI was\b/gi, 'you were').replace(/\b[a-z]+(?:'[a-z]+)?\b/gi, (w) => TO_SECOND_PERSON[w.toLowerCase()] ?? w);
}

/** "you" and "your" back to the client's voice, for a goal title written as they would write it. */
export function toFirstPerson(text: string): string {
  return text.replace(/\byour\b/gi, 'my').replace(/\byourself\b/gi, 'myself');
}

const GERUND_EXCEPTIONS: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  quit: 'quitting',
  begin: 'beginning',
  stop: 'stopping',
  plan: 'planning',
  swim: 'swimming',
  drop: 'dropping',
  skip: 'skipping',
  shop: 'shopping',
  chat: 'chatting',
  admit: 'admitting',
  commit: 'committing',
  forget: 'forgetting',
  control: 'controlling',
  travel: 'traveling',
  die: 'dying',
  lie: 'lying',
  tie: 'tying',
};

/** "run" -> "running", "save" -> "saving", "be" -> "being". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  const known = GERUND_EXCEPTIONS[v];
  if (known) return known;
  if (v.endsWith('ing')) return v;
  if (/[^aeiou]e$/.test(v) && v.length > 2) return v.slice(0, -1) + 'ing';
  // Short consonant-vowel-consonant verbs double the last letter: get, run, sit, jog.
  if (v.length === 3 && /^[^aeiou][aeiou][^aeiouwxy]$/.test(v)) return v + v.charAt(2) + 'ing';
  return v + 'ing';
}

/** "run a 5k by summer" -> "running a 5k by summer". */
export function gerundPhrase(clause: string): string {
  const [first = '', ...rest] = clause.split(' ');
  return [gerund(first), ...rest].join(' ');
}

/** Sentences of a reply, as a reader would count them. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
