import { VIDEO_ROLE_LABEL } from '@coach/contract';
import { clip, normalize, sentences, words } from '../../ai-coach/text.ts';
import type { SummaryInput } from '../../../providers/ai/types.ts';
import { callOffset, callOrigin } from './transcript-format.ts';

const TOPICS_MAX = 5;
const ITEMS_MAX = 10;
const QUOTE_MAX = 200;
const COMMITMENT =
  /\b(?:i will|i'll|i(?:'m| am) going to|my goal|our goal|i plan to|i(?:'m| am) planning to|i commit to|i promise|we will|we'll)\b/i;

/** Words that say nothing of what a conversation was about. */
const STOPWORDS = new Set(
  (
    'about above after again against also although always another anything anyway around away back because been before being below between both ' +
    'cannot could does doing done down during each either else enough even ever every everything from further getting going gonna good great ' +
    'have having here hers herself himself into itself just keep kind know last less like little long made make many maybe mean might more most ' +
    'much must myself need never next nothing okay once only other ours ourselves over pretty quite rather really right said same should since ' +
    'some something sometimes sort still such sure take than thank thanks that their theirs them themselves then there these they thing things ' +
    'think this those though through time today together tomorrow too under until very want wanted wants well went were what whatever when where ' +
    'whether which while will with within without would yeah year years your yours yourself feel feeling felt actually lot lots week weeks ' +
    'bit says saying tell told talk talked come came look looking sounds sound yes first'
  ).split(/\s+/),
);

/** The words said at least twice, most said first (ties by first appearance): what the session was about. */
export function mainTopics(texts: string[]): string[] {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const w of words(normalize(text))) {
      if (w.length < 4 || !/^[a-z][a-z-]*$/.test(w) || STOPWORDS.has(w)) continue;
      counts.set(w, (counts.get(w) ?? 0) + 1);
    }
  }
  // Map keeps insertion order, and sort is stable: equal counts stay in order of first appearance.
  return [...counts]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOPICS_MAX)
    .map(([w]) => w);
}

const quoted = (speaker: string, sentence: string) => `- ${speaker}: "${clip(sentence, QUOTE_MAX)}"`;

/**
 * The built-in summary (SESSION_TRANSCRIPT_SUMMARY): who spoke and how much, the main topics, the
 * goals and commitments stated ('I will', 'I'm going to', 'my goal'...), and the questions asked.
 * Deterministic: the same transcript gives the same summary.
 */
export function builtinSummary(input: SummaryInput): string {
  const { lines } = input;
  const speakers = new Map<string, { label: string; count: number }>();
  for (const l of lines) {
    const key = `${l.speaker}\u0000${l.speakerRole}`;
    const s = speakers.get(key) ?? { label: `${l.speaker} (${VIDEO_ROLE_LABEL[l.speakerRole]})`, count: 0 };
    s.count += 1;
    speakers.set(key, s);
  }
  const said = lines.flatMap((l) => sentences(normalize(l.text)).map((sentence) => ({ speaker: l.speaker, sentence })));
  const commitments = said.filter((s) => COMMITMENT.test(s.sentence)).slice(0, ITEMS_MAX);
  const questions = said.filter((s) => s.sentence.endsWith('?')).slice(0, ITEMS_MAX);
  const topics = mainTopics(lines.map((l) => l.text));
  const origin = callOrigin(lines, input.startedAt);
  const last = lines.at(-1);
  const length = origin !== null && last ? callOffset(Date.parse(last.timestamp) - origin) : callOffset(0);

  return [
    `Session summary: ${input.title}`,
    `Length: ${length}, ${lines.length} ${lines.length === 1 ? 'line' : 'lines'} captured.`,
    '',
    'Who spoke',
    ...[...speakers.values()].map((s) => `- ${s.label}: ${s.count} ${s.count === 1 ? 'line' : 'lines'}`),
    '',
    `Main topics: ${topics.length > 0 ? topics.join(', ') : 'none stood out'}`,
    '',
    'Goals and commitments',
    ...(commitments.length > 0 ? commitments.map((c) => quoted(c.speaker, c.sentence)) : ['- None stated.']),
    '',
    'Questions asked',
    ...(questions.length > 0 ? questions.map((q) => quoted(q.speaker, q.sentence)) : ['- None asked.']),
  ].join('\n');
}
