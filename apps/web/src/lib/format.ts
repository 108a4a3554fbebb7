/** ISD codes are stored with or without the plus sign; people read them with it. */
export function formatIsd(isdCode: string): string {
  return `+${isdCode.trim().replace(/^\+/, '')}`;
}
