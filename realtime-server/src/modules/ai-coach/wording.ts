/**
 * The built-in coach's wording. Every entry is one sentence; `{x}` marks a slot filled from the
 * conversation. Several entries per move so replies vary from turn to turn.
 */

export type Tone = 'encouraging' | 'direct' | 'reflective' | 'professional';

export const T = {
  crisis: [
    "I'm really sorry you're going through this, and I'm glad you told me.",
    'Your safety matters most right now: please contact your local emergency services or a crisis line straight away (in the US you can call or text 988).',
    "If you can, reach out to someone you trust and let them know how you're feeling, so you aren't alone with this.",
  ],

  greeting: [
    'Hi {name}, good to see you.',
    'Hello {name}, nice to hear from you.',
    'Hi {name}, welcome back.',
    'Hey {name}, glad you stopped by.',
  ],
  greetingFirst: ['Hi {name}, good to see you.', 'Hello {name}, nice to meet you here.', 'Hi {name}, welcome.'],
  howAreYou: ["Thanks for asking, I'm here and ready to help.", "I'm doing well, thanks, and glad you're here."],
  greetingQ: [
    'What would you like to focus on today?',
    "What's on your mind today?",
    "What would make today's conversation worthwhile for you?",
    'Where would you like to start today?',
  ],
  greetingGoalQ: [
    'How is your goal "{goal}" coming along?',
    'Would you like to pick up where we left off with "{goal}", or is something else on your mind?',
    'What progress have you made on "{goal}" since we last talked?',
  ],

  thanks: ["You're welcome.", 'Glad it helped.', 'Anytime, happy to help.', "I'm glad this was useful."],
  thanksEncourage: ['You did the real work here.', "You're making good progress.", "Keep going, you're on the right track."],
  thanksQ: [
    "What's one thing you'll take away from today?",
    'Is there anything else you would like to look at?',
    'What will you do next with this?',
    'What feels clearer now than it did before?',
  ],

  booking: [
    'Happy to help you set up {aNoun} with {coach}.',
    "Let's get {aNoun} with {coach} on the calendar.",
    '{ANoun} with {coach} sounds like a good next step.',
    'Good idea, {aNoun} with {coach} can really help.',
  ],
  // The reply's session_booking action shows the client a booking card with the coach's open times
  // under it. Each of these matches PROPOSED.booking (how a proposal made unasked is told apart).
  bookingCard: [
    "I've opened the booking card below so you can pick a time with {coach}{when}.",
    'Choose a time that suits you{when} in the booking card below.',
    "The booking card below shows {coach}'s open times{when}.",
  ],
  bookingQ: [
    'What would you most like to cover in that {noun}?',
    'What would make that {noun} really worthwhile for you?',
    "What's the main thing you'd like to bring to it?",
  ],
  // Asked to book without a human coach: nobody has open times yet. The card under the reply
  // leads to the coach directory (Find a coach, /coach-search) instead of a calendar.
  bookingNoCoach: [
    "I'd be glad to help with {aNoun}, but you don't have a human coach yet, so there's nobody to book with.",
    "You don't have a human coach yet, so there's no one to book {aNoun} with just now.",
  ],
  bookingNoCoachCard: [
    'Use Find a coach below to choose a coach from the directory and ask them to work with you; once they accept, you can book a time.',
    'Find a coach below opens the coach directory: ask one to work with you, and once they accept you can book with them.',
  ],
  bookingNoCoachQ: ['What would you most like a coach to help you with?', 'While you look, what would you like to work on together here?'],
  bookingUnprompted: [
    "It might help to talk this through live with {coach}, so I've put a booking card below in case you'd like that.",
    "If you'd find it useful, {coach} can go deeper with you in a session; the booking card below lets you pick a time.",
  ],

  noBooking: ["That's fine, there's no need to book anything now.", 'No problem, we can leave the booking for now.'],
  noBookingQ: ['What would you like to focus on instead?', 'What would be most useful to talk about today?'],
  vent: ["Of course, go ahead, I'm listening.", 'This is a good place to let it out, take all the space you need.'],
  ventQ: ["What's been building up?", "What's on your mind?", "What's been going on?"],
  positive: ["That's great to hear.", "Well done, that's real progress.", 'I love hearing that.', 'That sounds like a real win.'],
  positiveTopic: ["That's great news about {topic}.", "I'm really glad to hear that about {topic}."],
  // A setback is met with encouragement to restart, never with praise.
  setback: [
    'A missed day happens to everyone; what counts is picking it back up.',
    "One slip doesn't undo the work you've already put in.",
    "That's a setback, not the end of the road, and you can start again today.",
    'Falling off happens; the next step back on is what matters.',
  ],
  setbackQ: [
    "What's one small step you could take today to get going again?",
    'What got in the way, and what would make the next try easier?',
    'When will you pick it up again?',
  ],
  positiveQ: ['What made the difference?', 'What did you learn from it that you can use again?', 'How can you build on that this week?'],
  goalReflect: [
    '{Doing} is a great thing to aim for.',
    "So you'd like to {clause}, and that's worth working toward.",
    'I like that you want to {clause}.',
    'Wanting to {clause} gives us something clear to work with.',
  ],
  goalCard: [
    "I've drafted it as a SMART goal below, with a measure and a time frame you can adjust.",
    "I've drafted a SMART version below that you can add as it is or tweak first.",
    "I've drafted it as a goal card below; add it if it fits, or edit the details.",
  ],
  goalUrgent: ['It sounds urgent, so the draft starts this week.', "Since it's pressing, the draft starts this week."],
  goalUnprompted: [
    "Since this has come up more than once, I've drafted a goal about it below that you can add or adjust.",
    "Because this keeps coming up, I've drafted a goal for it below; add it only if it feels right.",
  ],
  goalQ: [
    'Where are you starting from today?',
    "What's made this feel important right now?",
    'What would be a first small step you could take this week?',
    "How will you know you're making progress?",
    'What has helped you stick with something like this before?',
  ],

  feeling: [
    "I'm sorry you're feeling {emotion}{about}; that's a lot to carry.",
    "It makes sense that you'd feel {emotion}{about}.",
    "Feeling {emotion}{about} takes a real toll, and I'm glad you said it.",
    "Thank you for telling me you're feeling {emotion}{about}; that isn't always easy to say.",
  ],
  support: [
    "You don't have to figure it all out at once.",
    'We can take this one step at a time.',
    'It took something to say that, and it matters.',
    "You're not on your own in working through this.",
  ],

  topic: [
    "It sounds like there's a lot going on with {topic}.",
    "I'm hearing that {topic} really matters to you right now.",
    'Thanks for filling me in on {topic}.',
    "You've clearly given {topic} a lot of thought.",
  ],
  personTopic: [
    "It sounds like there's a lot going on with {topic}.",
    "Things with {topic} sound like they're weighing on you.",
    "Thanks for filling me in on what's happening with {topic}.",
  ],
  plain: [
    'Thanks for putting that into words.',
    'I appreciate you laying that out.',
    'Thanks for telling me.',
    'Thanks for sharing that with me.',
  ],
  unclear: [
    "It's completely okay not to know exactly what you want yet.",
    'Not being sure yet is a normal place to start.',
    'A lot of good coaching starts right there, with not quite knowing.',
  ],
  ideas: ["That's a real option.", "You've already come up with something to work with.", "That's a possibility worth taking seriously."],
  stuck: [
    "It sounds like you've hit a wall with this.",
    'Being unsure of the next step is hard, and it is often where new options show up.',
    "Not knowing what to do next is a very common place to be, and it won't last.",
  ],
  ready: ['That sounds like a real commitment.', "I can hear you've made a decision.", "Good, that's a concrete plan."],

  goalStageQ: [
    'What would you like to be different a few months from now?',
    'If things went really well from here, what would that look like?',
    'What would make the biggest difference for you right now?',
    'Where would you like to be three months from now?',
  ],
  goalStageTopicQ: [
    'What would you like to be different about {topic}?',
    'If {topic} were going really well, what would that look like?',
    'What would you most like to change about {topic}?',
  ],
  realityQ: [
    "What's been the hardest part of it?",
    'How is this affecting you day to day?',
    'What have you tried so far?',
    'What part of this feels most within your control?',
    'On a scale of 1 to 10, where would you put things right now?',
  ],
  realityTopicQ: [
    "What's happening with {topic} at the moment?",
    'What effect is {topic} having on your week?',
    'What have you tried so far with {topic}?',
    'What part of {topic} feels most within your control?',
    "What's the hardest part about {topic} right now?",
  ],
  personRealityQ: [
    "What's happening between you and {topic} at the moment?",
    'What have you tried so far with {topic}?',
    'How do you usually respond when this happens with {topic}?',
    'What would you like {topic} to understand?',
  ],
  personGoalQ: [
    'What would you like to be different between you and {topic}?',
    'If things with {topic} were going really well, what would that look like?',
  ],
  realityWordQ: ['When you say "{word}", what does that look like day to day?', 'What does "{word}" look like for you right now?'],
  optionsQ: [
    'What options can you see, even ones that seem unlikely?',
    'If a good friend were in your shoes, what might you suggest to them?',
    "What's one thing you haven't tried yet?",
    'What has worked for you before in a similar situation?',
    'If there were no wrong answers, what could you try?',
  ],
  chooseQ: [
    'How would you go about it?',
    'What would make that work for you?',
    'What would be the first small step toward that?',
    'On a scale of 1 to 10, how likely are you to try it?',
  ],
  commitQ: [
    'What exactly will you do, and when?',
    'What might get in the way, and how will you handle it?',
    "How will you know you've followed through?",
    'On a scale of 1 to 10, how committed do you feel to that?',
    'Who or what could help you stick with it?',
  ],

  yes: ['Great.', "Good, let's build on that.", 'Okay, sounds good.'],
  yesQ: ["What's the first small step you'll take?", 'What would you like to do with that next?', 'When would be a good time to start?'],
  no: ["That's okay.", 'Fair enough.', 'No problem.'],
  noQ: [
    'What feels most important to talk about instead?',
    'What would be more useful to focus on right now?',
    "What's on your mind at the moment?",
  ],
  unsure: [
    "That's fine, you don't need to have it all figured out yet.",
    'Not knowing yet is a perfectly good place to start.',
    "That's okay, we can find it together.",
  ],
  unsureQ: [
    'If things were a little better a month from now, what would you notice first?',
    "What's one thing you'd like to be different?",
    "What's been on your mind most this week?",
  ],
  fine: ['"{Word}" can mean a lot of things.', '{Word} is a fair place to start from.'],
  fineQ: [
    "What's been going well, and what hasn't?",
    "What's been taking up most of your energy lately?",
    "What's one thing that would make this week better?",
  ],
  sigh: ['That sounds like a lot.', 'Sounds like a heavy moment.'],
  sighQ: ["What's going on?", "What's weighing on you right now?"],
  filler: ['Fair enough.', 'I hear you.', 'Okay.'],
  fillerQ: ["What's on your mind right now?", 'What would you like to talk about?', 'Where would you like to start?'],
  word: ["Let's look at {word}.", '{Word} sounds like a good place to start.', 'Okay, {word} it is.'],
  wordQ: [
    "What's happening with {word} at the moment?",
    'What about {word} is on your mind?',
    'What would you like to be different with {word}?',
  ],

  identity: [
    "I'm the AI coach here, working alongside {coach}, so I can help you think things through between sessions.",
    "I'm an AI coach, here to help you reflect and plan between your sessions with {coach}.",
  ],
  afterCrisis: ["I'm glad you're still talking with me.", "Thank you for staying in touch, it's good to hear from you."],
  afterCrisisCare: [
    'If things feel unsafe again, please contact your local emergency services or a crisis line straight away.',
    'Please keep your local emergency services or a crisis line close in case things feel unsafe again.',
  ],
  afterCrisisQ: ['How are you feeling right now?', 'How are you doing at this moment?'],
  identityQ: ['What would you like to work on together?', "What's on your mind today?"],
  help: ['Yes, I can help {subject}.', "Of course, let's work on it together."],
  request: [
    "I may not be able to do that from here, but I'm glad to help you think it through.",
    "That's not something I can do from here, but we can work on it together.",
  ],
  requestQ: ['What would be most useful to focus on right now?', 'What would you like to get out of this conversation?'],
  helpPlain: ["Yes, I'm here to help.", "Of course, that's what I'm here for."],
  opinion: [
    'I can share ideas, but the answers that stick usually come from you.',
    "Good question, and I'd rather help you find an answer that fits you than hand you mine.",
    "Let's work that out together so the answer is really yours.",
  ],
  opinionTopic: [
    'I can share ideas about {topic}, but the answers that stick usually come from you.',
    "Let's think through {topic} together so the answer is really yours.",
  ],
  how: ["Let's work out how to {subject} in a way that fits you.", 'There are a few ways to {subject}, and the best one depends on you.'],
  howQ: [
    'What have you already tried, and what happened?',
    "What's worked for you before, even a little?",
    'What would a first small step look like?',
  ],
} as const;

/**
 * The wording every proposal of the built-in coach carries (the goal and booking templates above),
 * so a proposal is not made again unasked once an earlier reply made it. 'reads this chat' was the
 * booking wording while the app had no booking card: conversations from then still count.
 */
export const PROPOSED = { goal: /\bdrafted\b/i, booking: /\bbooking card\b|\breads? this chat\b/i } as const;

export const ENCOURAGE: Record<Tone, readonly string[]> = {
  encouraging: [
    "You're already doing something important by putting it into words.",
    "You've got more to work with here than it might feel like.",
    'Looking at this honestly is a strong step.',
    "You're clearly putting real thought into this.",
  ],
  direct: ["Let's get concrete.", "Let's focus on what you can change.", 'You can move this forward.', "Let's make this practical."],
  reflective: [
    "It's worth pausing on that for a moment.",
    'There may be more underneath this worth noticing.',
    'Give yourself a moment with that.',
    'Notice what comes up as you think about it.',
  ],
  professional: [
    "Let's break this down so it's manageable.",
    'A clear next step will help here.',
    "Let's keep this focused and practical.",
    "Let's look at it one piece at a time.",
  ],
};

/** The intake's coaching style as a tone; anything unknown reads as encouraging. */
export function toneOf(intake: Record<string, unknown> | null): Tone {
  const style = typeof intake?.coachingStyle === 'string' ? intake.coachingStyle.toLowerCase() : '';
  if (style.includes('direct') || style.includes('challeng')) return 'direct';
  if (style.includes('reflect')) return 'reflective';
  if (style.includes('profession') || style.includes('structur')) return 'professional';
  return 'encouraging';
}

/** Fills `{slot}` and `{Slot}` (capitalised) from the values; an unknown slot is left as it is. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, key: string) => {
    const lower = key.charAt(0).toLowerCase() + key.slice(1);
    const value = values[lower];
    if (value === undefined) return whole;
    return key === lower ? value : value.charAt(0).toUpperCase() + value.slice(1);
  });
}
