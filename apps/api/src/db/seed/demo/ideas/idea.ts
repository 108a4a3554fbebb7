/** A demo pitch: a believable venture of one project type. */
export interface PitchIdea {
  type: string;
  /** Only for the 'Others' type. */
  otherName?: string;
  name: string;
  company: string;
  summary: string;
  highlights: [string, string, string];
  wow: string;
  why: string;
}

export const idea = (
  type: string,
  name: string,
  company: string,
  summary: string,
  highlights: [string, string, string],
  wow: string,
  why: string,
): PitchIdea => ({ type, name, company, summary, highlights, wow, why });
