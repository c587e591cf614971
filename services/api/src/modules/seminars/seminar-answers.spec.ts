import { mediaView, opensMedium } from './seminar-answers';

describe('seminar media access by level', () => {
  it('opens a medium to a level at or above the required one (bronze < silver < gold < cash)', () => {
    expect(opensMedium('bronze', 'bronze')).toBe(true);
    expect(opensMedium('bronze', 'silver')).toBe(false);
    expect(opensMedium('gold', 'silver')).toBe(true);
    expect(opensMedium('gold', 'gold')).toBe(true);
    expect(opensMedium('gold', 'cash')).toBe(false);
    expect(opensMedium('cash', 'cash')).toBe(true);
  });

  it('opens nothing without an unexpired membership, nor a medium of an unknown level', () => {
    expect(opensMedium(null, 'bronze')).toBe(false);
    expect(opensMedium('cash', 'platinum')).toBe(false);
  });

  it('answers no path for a locked medium, only the level that opens it', () => {
    const row = {
      id: 'm1',
      section_id: 's1',
      title: 'Clip',
      mime: 'video/webm',
      path: 'uploads/2026/11/ab.webm',
      required_level: 'gold',
    };
    const linkOf = (path: string) => `https://x.test/${path}`;
    expect(mediaView(row, 'silver', linkOf)).toEqual({
      id: 'm1',
      sectionId: 's1',
      title: 'Clip',
      mime: 'video/webm',
      path: null,
      hasAccess: false,
      requiredLevel: 'gold',
    });
    expect(mediaView(row, 'gold', linkOf).path).toBe('https://x.test/uploads/2026/11/ab.webm');
  });
});
