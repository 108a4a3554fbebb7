import type { Country } from '@angelbridge/contracts';

export const CANADA: Country = {
  _id: '3f1b6c9e-2a4d-4c8e-9b7a-1d2e3f4a5b6c',
  name: 'Canada',
  flag: '🇨🇦',
  isd_code: '1',
  alpha_2: 'CA',
};

export const FRANCE: Country = {
  _id: '7a2c4e6f-8b1d-4f3a-a5c7-9e0b2d4f6a8c',
  name: 'France',
  flag: '🇫🇷',
  isd_code: '33',
  alpha_2: 'FR',
};
