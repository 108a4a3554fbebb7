import { flagUrl } from '../lib/country-flags';

interface CountryFlagProps {
  /** ISO alpha-2 code: its drawn flag is shown when there is one. */
  alpha2?: string | null;
  /** What the server sent (an emoji or an image address): shown only for a code without a drawn flag. */
  flag?: string;
}

/** A country's flag at text size, decorative (the country's name is always written beside it). */
export function CountryFlag({ alpha2, flag = '' }: CountryFlagProps) {
  const src = flagUrl(alpha2) ?? (/^(https?:)?\//.test(flag) ? flag : null);
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={21}
        height={14}
        // A country select keeps its ~250 options in the page, hidden until opened: each flag is a
        // picture (an SVG document), and loading them all kept a phone busy for seconds after its form
        // went live. Lazy, a flag loads once it is shown.
        loading="lazy"
        style={{ objectFit: 'cover', borderRadius: 2, flexShrink: 0 }}
      />
    );
  }
  return flag ? <span aria-hidden="true">{flag}</span> : null;
}
