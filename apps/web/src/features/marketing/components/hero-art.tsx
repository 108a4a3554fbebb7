/** Two shores and the bridge between them: founders on one side, investors on the other. */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 480 320" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-water" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#33c6ae" stopOpacity="0.55" />
          <stop offset="1" stopColor="#33c6ae" stopOpacity="0.05" />
        </linearGradient>
        <clipPath id="hero-frame">
          <rect width="480" height="320" rx="28" />
        </clipPath>
        <linearGradient id="hero-arch" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#a3e6dc" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <g clipPath="url(#hero-frame)">
        <rect width="480" height="320" fill="#ffffff" opacity="0.06" />
        <circle cx="380" cy="70" r="38" fill="#ffffff" opacity="0.12" />
        <rect x="0" y="230" width="480" height="90" fill="url(#hero-water)" />
        <path d="M0 230 L0 170 Q40 160 90 172 L110 230 Z" fill="#ffffff" opacity="0.18" />
        <path d="M480 230 L480 160 Q430 150 385 166 L370 230 Z" fill="#ffffff" opacity="0.18" />
        <path
          d="M70 200 Q240 40 410 200"
          fill="none"
          stroke="url(#hero-arch)"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <path d="M60 202 L420 202" stroke="#ffffff" strokeWidth="8" strokeLinecap="round" />
        {[110, 150, 190, 240, 290, 330, 370].map((x) => {
          // The arch is a quadratic curve from (70, 200) over (240, 40) to (410, 200): x moves evenly with t.
          const t = (x - 70) / 340;
          const y = 200 - 320 * t * (1 - t);
          return (
            <line key={x} x1={x} y1={y} x2={x} y2={202} stroke="#ffffff" strokeWidth="3" opacity="0.7" />
          );
        })}
        <g fill="#ffffff">
          <circle cx="48" cy="150" r="11" />
          <path d="M32 188 Q48 160 64 188 Z" />
          <circle cx="432" cy="140" r="11" />
          <path d="M416 178 Q432 150 448 178 Z" />
        </g>
        <g fill="#a3e6dc">
          <circle cx="240" cy="98" r="6" />
          <circle cx="196" cy="108" r="4" />
          <circle cx="284" cy="108" r="4" />
        </g>
      </g>
    </svg>
  );
}
