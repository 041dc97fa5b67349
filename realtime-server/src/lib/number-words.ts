/**
 * Numbers as people write them in words ("three times a week", "within two weeks", "a couple of
 * days"), lower case: the goal detectors and the SMART scorer read amounts by this table.
 */
export const SMALL_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
  'a hundred': 100,
  'a couple of': 2,
  'a few': 3,
  few: 3,
};
