/** A pitch without a picture gets a calm gradient with its initial rather than a broken image. */
export function PitchImageFallback({ title, className }: { title: string; className?: string }) {
  const initial = title.trim().charAt(0).toUpperCase() || 'A';
  // The hue follows the title, so neighbouring cards differ but one pitch always looks the same.
  const hue = [...title].reduce((sum, ch) => (sum + ch.charCodeAt(0)) % 360, 200);
  return (
    <svg viewBox="0 0 160 90" className={className} role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id={`pitch-${hue}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 55% 38%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 60% 28%)`} />
        </linearGradient>
      </defs>
      <rect width="160" height="90" fill={`url(#pitch-${hue})`} />
      <circle cx="128" cy="18" r="34" fill="white" opacity="0.08" />
      <text x="80" y="58" textAnchor="middle" fontSize="36" fontWeight="700" fill="white" opacity="0.9">
        {initial}
      </text>
    </svg>
  );
}
