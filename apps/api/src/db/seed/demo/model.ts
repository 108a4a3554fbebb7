import type { PitchIdea } from './ideas/index.js';
import type { Place } from './lookups.js';
import type { Gender } from './names.js';
import type { SeedPerson } from './people.js';

/** The demo as plain data (plan.ts makes it, index.ts stores it). */

export interface DemoTeamMember {
  name: string;
  gender: Gender;
  email: string;
  mobileNumber: string;
  position: string;
  linkedinProfile: string | null;
  bio: string;
  /** The owner's own entry reuses their profile photo. */
  ownerId: string | null;
}

export interface DemoPitch {
  id: string;
  ownerId: string;
  idea: PitchIdea;
  projectTypeId: string;
  place: Place;
  location: string;
  target: number;
  minPerInvestor: number;
  fundingRaised: number;
  isHidden: boolean;
  draft: boolean;
  createdDaysAgo: number;
  team: DemoTeamMember[];
  /** Planned ids, so the visits can name the document a viewer opened. */
  documentIds: { image: string; pdf: string };
  milestones: { name: string; description: string; inDays: number }[];
}

/** A contact request, dated in minutes before now; a decided one has its decision after it. */
export interface DemoRequest {
  pitchId: string;
  investorId: string;
  status: 'pending' | 'allow' | 'deny';
  minutesAgo: number;
  /** null while pending. */
  decidedMinutesAgo: number | null;
}

/** One row of pitch_events: a pitch page's tab shown, or its document opened. */
export interface DemoVisit {
  pitch_id: string;
  kind: 'tab_view' | 'document_open';
  viewer_id: string | null;
  viewer_key: string;
  tab: number | null;
  document_id: string | null;
  duration_ms: number;
  _minutes_ago: number;
}

export interface DemoPlan {
  people: SeedPerson[];
  pitches: DemoPitch[];
  requests: DemoRequest[];
  visits: DemoVisit[];
}
