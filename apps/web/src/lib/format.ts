/** A byte limit as people read it: 5 * 1024 * 1024 reads '5 MB'. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** ISD codes are stored with or without the plus sign; people read them with it. */
export function formatIsd(isdCode: string): string {
  return `+${isdCode.trim().replace(/^\+/, '')}`;
}
