/** Country flags arrive either as an emoji or as an image address; both render at text size. */
export function CountryFlag({ flag }: { flag: string }) {
  if (/^(https?:)?\//.test(flag)) {
    return <img src={flag} alt="" width={20} height={14} style={{ objectFit: 'cover', borderRadius: 2 }} />;
  }
  return <span aria-hidden="true">{flag}</span>;
}
