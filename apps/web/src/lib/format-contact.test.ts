import { describe, expect, it } from 'vitest';
import { formatWaiting, moodLabel, telHref } from './format-contact';

describe('contact formatting', () => {
  it('links a stored number for calling', () => {
    expect(telHref('15550101234')).toBe('tel:+15550101234');
  });

  it('says how long someone has waited', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(formatWaiting('2026-01-01T11:59:40Z', now)).toBe('just now');
    expect(formatWaiting('2026-01-01T11:56:00Z', now)).toBe('4 min');
    expect(formatWaiting('2026-01-01T09:55:00Z', now)).toBe('2 h 5 min');
    expect(formatWaiting('2026-01-01T10:00:00Z', now)).toBe('2 h');
    expect(formatWaiting('2025-12-29T12:00:00Z', now)).toBe('3 days');
    expect(formatWaiting('2026-01-01T12:00:30Z', now)).toBe('just now');
  });

  it('labels moods as the spec does', () => {
    expect(moodLabel(20)).toBe('Sad');
    expect(moodLabel(100)).toBe('Happy');
    expect(moodLabel(55)).toBe('55');
  });
});
