import { describe, expect, it } from 'vitest';
import { pageWindow } from './SessionPagination.tsx';

describe('pageWindow', () => {
  it('says which rows a page shows and how many pages there are', () => {
    expect(pageWindow(1, 25, 60)).toEqual({ pages: 3, showing: 'Showing 1 to 25 of 60 sessions' });
    expect(pageWindow(3, 25, 60)).toEqual({ pages: 3, showing: 'Showing 51 to 60 of 60 sessions' });
    expect(pageWindow(1, 10, 0)).toEqual({ pages: 1, showing: 'Showing 0 to 0 of 0 sessions' });
  });
});
