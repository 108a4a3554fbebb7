/** A place in the reference data: country (ISO alpha-2), state or province code, city name. */
export type PlaceKey = readonly [alpha2: string, stateCode: string, city: string];

/**
 * Where each demo venture is based, read from its own story (a border freight app sits on the border,
 * a northern farm in the north, kelp snacks on the Pacific). The founder lives there too, and the
 * team's names fit the place (plan.ts).
 */
export const IDEA_PLACES: Readonly<Record<string, PlaceKey>> = {
  ShipLog: ['CA', 'ON', 'Waterloo'],
  Quietly: ['CA', 'QC', 'Montréal'],
  Cinder: ['CA', 'BC', 'Vancouver'],
  CareCircle: ['CA', 'QC', 'Montréal'],
  'Triage Notes': ['CA', 'ON', 'Toronto'],
  'Mindful Path': ['CA', 'ON', 'Ottawa'],
  Ledgerly: ['CA', 'MB', 'Winnipeg'],
  'Remit North': ['CA', 'ON', 'Toronto'],
  Tillwise: ['CA', 'AB', 'Calgary'],
  HeatShift: ['CA', 'BC', 'Vancouver'],
  'Sunfield Co-op': ['CA', 'AB', 'Calgary'],
  Voltline: ['CA', 'ON', 'Ottawa'],
  'Lumen Tutors': ['CA', 'ON', 'Ottawa'],
  SkillBridge: ['CA', 'NS', 'Halifax'],
  Storyloom: ['CA', 'ON', 'Toronto'],
  'Returnly Loop': ['CA', 'ON', 'Toronto'],
  'Maple Market': ['CA', 'QC', 'Montréal'],
  Fitcheck: ['CA', 'BC', 'Vancouver'],
  FieldSense: ['CA', 'SK', 'Saskatoon'],
  'Hive Health': ['CA', 'AB', 'Edmonton'],
  'Verdant Vertical': ['CA', 'NT', 'Yellowknife'],
  Roomwise: ['CA', 'ON', 'Hamilton'],
  LeaseLens: ['CA', 'ON', 'Toronto'],
  'Good Grains': ['CA', 'SK', 'Regina'],
  Northwool: ['CA', 'QC', 'Québec'],
  'Refill Row': ['CA', 'QC', 'Montréal'],
  Stagehand: ['CA', 'MB', 'Winnipeg'],
  Loreforge: ['CA', 'NS', 'Halifax'],
  Forgeprint: ['CA', 'ON', 'Sudbury'],
  TorqueIQ: ['CA', 'ON', 'Waterloo'],
  'LastMile Co-op': ['CA', 'QC', 'Montréal'],
  Freightlane: ['CA', 'ON', 'Windsor'],
  ColdTrace: ['CA', 'ON', 'Toronto'],
  'Brightwater Brewing': ['CA', 'NS', 'Halifax'],
  'Kitchen Commons': ['CA', 'ON', 'Toronto'],
  'Saltwater Snacks': ['CA', 'BC', 'Victoria'],
  'Open Shelf': ['CA', 'AB', 'Edmonton'],
  NewRoots: ['CA', 'AB', 'Calgary'],
  'Greenroof Youth': ['CA', 'QC', 'Montréal'],
  'Orbital Soil': ['CA', 'BC', 'Vancouver'],
};

export const placeKeyText = ([alpha2, stateCode, city]: PlaceKey) => `${alpha2}/${stateCode}/${city}`;
