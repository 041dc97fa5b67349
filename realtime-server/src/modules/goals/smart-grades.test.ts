import { afterEach, describe, expect, it, vi } from 'vitest';
import { SMART_DIMENSIONS, gradeFor } from '@coach/contract';
import { SMART_DIMENSION_MAX, scoreGoal } from './smart.ts';
import { NOW, TABLE, find, goal, health } from './smart.fixture.ts';

describe('scoreGoal: grades', () => {
  it('covers at least thirty goals, every grade, and several categories', () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(30);
    expect(new Set(TABLE.map(([, grade]) => grade))).toEqual(new Set(['A', 'B', 'C', 'D', 'F']));
    const categories = new Set(TABLE.map(([g]) => g.category));
    for (const c of [health, 'Career', 'Finance', 'Learning', 'Relationships', 'Financial', 'Business', ''])
      expect(categories).toContain(c);
  });

  it.each(TABLE.map(([g, grade]) => [grade, g.title, g] as const))('%s: %s', (grade, _title, input) => {
    const result = scoreGoal(input, NOW);
    expect(result.grade, JSON.stringify(result.breakdown, null, 1)).toBe(grade);
  });

  it('tells "get fit" (F) from "Run 5 km three times a week until 1 March" (A or B, with no description or due date)', () => {
    const vague = scoreGoal(goal('get fit'), NOW);
    const strong = scoreGoal(goal('Run 5 km three times a week until 1 March'), NOW);
    expect(vague.grade).toBe('F');
    expect(['A', 'B']).toContain(strong.grade);
    for (const dim of ['specific', 'measurable', 'timeBound'] as const) expect(strong.breakdown[dim].score).toBeGreaterThanOrEqual(16);
    expect(strong.overall - vague.overall).toBeGreaterThanOrEqual(50);
  });
});

describe('scoreGoal: arithmetic', () => {
  it('gives five dimensions of 20 points, overall their sum, and the letter grade of SMART_GRADES', () => {
    for (const [input] of TABLE) {
      const r = scoreGoal(input, NOW);
      expect(Object.keys(r.breakdown).sort()).toEqual([...SMART_DIMENSIONS].sort());
      for (const d of Object.values(r.breakdown)) {
        expect(d.maxScore).toBe(SMART_DIMENSION_MAX);
        expect(Number.isInteger(d.score) && d.score >= 0 && d.score <= 20).toBe(true);
      }
      expect(SMART_DIMENSION_MAX).toBe(20);
      expect(r.overall).toBe(Object.values(r.breakdown).reduce((s, d) => s + d.score, 0));
      expect(Number.isInteger(r.overall) && r.overall >= 0 && r.overall <= 100).toBe(true);
      expect(r.grade).toBe(r.overall >= 90 ? 'A' : r.overall >= 80 ? 'B' : r.overall >= 70 ? 'C' : r.overall >= 60 ? 'D' : 'F');
      expect(r.grade).toBe(gradeFor(r.overall));
    }
  });

  it('scores an empty draft 0 and a perfect goal 100', () => {
    const empty = scoreGoal(goal(''), NOW);
    expect(empty.overall).toBe(0);
    expect(empty.breakdown.specific.feedback).toMatch(/no title/);
    expect(scoreGoal(find('Save $5,000 for an emergency fund'), NOW).overall).toBe(100);
  });

  it('is deterministic: the same goal on the same day, whatever was scored before and whatever the wall clock says', () => {
    const first = TABLE.map(([g]) => scoreGoal(g, NOW));
    const again = [...TABLE]
      .reverse()
      .map(([g]) => scoreGoal(g, NOW))
      .reverse();
    expect(again).toEqual(first);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-05-05T05:05:05Z'));
    expect(TABLE.map(([g]) => scoreGoal(g, NOW))).toEqual(first);
  });

  afterEach(() => {
    vi.useRealTimers();
  });
});
