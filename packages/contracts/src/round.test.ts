import { describe, expect, it } from 'vitest';
import { normalizeVideoUrl, videoEmbedUrl } from './round.js';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://vimeo.com/76979871/ABC123def0', 'https://vimeo.com/76979871/abc123def0'],
  ])('when %s is typed, then %s is stored', (typed, stored) => {
    expect(normalizeVideoUrl(typed)).toBe(stored);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=short',
    'https://vimeo.com/about',
  ])('when %s is typed, then it is refused', (typed) => {
    expect(normalizeVideoUrl(typed)).toBeNull();
  });

  it('when embedded, then YouTube plays from youtube-nocookie and Vimeo with dnt=1', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871/abc123def0')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=abc123def0',
    );
  });
});
