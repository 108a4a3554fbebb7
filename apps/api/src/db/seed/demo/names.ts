import type { Faker } from '@faker-js/faker';

/**
 * Names as people in each place are called, hand-picked so none reads as generated (faker's English
 * lists give "Pfannerstill" and "MacGyver"). English Canada mixes the families who live there; Quebec
 * is mostly French-speaking. Women's and men's first names are kept apart so an avatar can fit them.
 */
interface NamePool {
  women: readonly string[];
  men: readonly string[];
  last: readonly string[];
}

const ENGLISH_CANADA: NamePool = {
  women: [
    'Emma',
    'Olivia',
    'Priya',
    'Hannah',
    'Mei',
    'Sarah',
    'Aisha',
    'Claire',
    'Jasleen',
    'Megan',
    'Grace',
    'Leah',
    'Nadia',
    'Sofia',
  ],
  men: [
    'Liam',
    'Ethan',
    'Arjun',
    'Owen',
    'Daniel',
    'Kevin',
    'Omar',
    'Lucas',
    'Ryan',
    'Marcus',
    'Jonah',
    'Harpreet',
    'Wei',
    'Nathan',
  ],
  last: [
    'MacDonald',
    'Campbell',
    'Singh',
    'Wong',
    'Thompson',
    'Patel',
    'Tremblay',
    'Anderson',
    'Chen',
    'Robinson',
    'Fraser',
    'Nguyen',
    'Kowalski',
    'Sandhu',
    'Murphy',
    'Ali',
    'Martin',
    'Stewart',
    'Grewal',
    'Li',
  ],
};

const POOLS: Record<string, NamePool> = {
  CA: ENGLISH_CANADA,
  QC: {
    women: [
      'Camille',
      'Émilie',
      'Geneviève',
      'Chloé',
      'Julie',
      'Marie-Ève',
      'Audrey',
      'Catherine',
      'Sophie',
      'Isabelle',
    ],
    men: [
      'Mathieu',
      'Félix',
      'Olivier',
      'Étienne',
      'Jean-François',
      'Samuel',
      'Maxime',
      'Philippe',
      'Gabriel',
      'Simon',
    ],
    last: [
      'Tremblay',
      'Gagnon',
      'Roy',
      'Côté',
      'Bouchard',
      'Gauthier',
      'Morin',
      'Lavoie',
      'Fortin',
      'Pelletier',
      'Bélanger',
      'Lévesque',
      'Bergeron',
      'Leblanc',
    ],
  },
  US: {
    women: ['Emily', 'Jessica', 'Ashley', 'Maya', 'Rachel', 'Lauren', 'Keisha', 'Natalie', 'Elena', 'Brooke'],
    men: ['Michael', 'James', 'David', 'Tyler', 'Jordan', 'Andre', 'Brandon', 'Carlos', 'Justin', 'Eric'],
    last: [
      'Johnson',
      'Williams',
      'Brown',
      'Miller',
      'Davis',
      'Garcia',
      'Rodriguez',
      'Taylor',
      'Moore',
      'Jackson',
      'Kim',
      'Rivera',
      'Cohen',
      'Walker',
    ],
  },
  GB: {
    women: [
      'Charlotte',
      'Amelia',
      'Eleanor',
      'Imogen',
      'Harriet',
      'Zara',
      'Lucy',
      'Freya',
      'Anjali',
      'Rosie',
    ],
    men: ['Oliver', 'George', 'Harry', 'Alfie', 'Rhys', 'Callum', 'Tom', 'Rohan', 'Jamie', 'Hamish'],
    last: [
      'Smith',
      'Jones',
      'Evans',
      'Hughes',
      'Wright',
      'Clarke',
      'Khan',
      'Walsh',
      'Bennett',
      'Cooper',
      'Shah',
      'Davies',
    ],
  },
  DE: {
    women: ['Anna', 'Lena', 'Katharina', 'Julia', 'Miriam', 'Sabine', 'Leonie', 'Franziska'],
    men: ['Lukas', 'Jonas', 'Felix', 'Tobias', 'Matthias', 'Stefan', 'Florian', 'Moritz'],
    last: [
      'Müller',
      'Schmidt',
      'Schneider',
      'Fischer',
      'Weber',
      'Wagner',
      'Becker',
      'Hoffmann',
      'Schulz',
      'Koch',
    ],
  },
  FR: {
    women: ['Manon', 'Léa', 'Camille', 'Inès', 'Clémence', 'Juliette', 'Sarah', 'Margaux'],
    men: ['Thomas', 'Hugo', 'Antoine', 'Julien', 'Nicolas', 'Karim', 'Baptiste', 'Théo'],
    last: [
      'Martin',
      'Bernard',
      'Dubois',
      'Moreau',
      'Laurent',
      'Lefèvre',
      'Girard',
      'Rousseau',
      'Benali',
      'Fontaine',
    ],
  },
  IN: {
    women: ['Ananya', 'Priya', 'Kavya', 'Meera', 'Divya', 'Shreya', 'Lakshmi', 'Neha'],
    men: ['Arjun', 'Rahul', 'Vikram', 'Karthik', 'Aditya', 'Rohan', 'Siddharth', 'Nikhil'],
    last: ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Rao', 'Menon', 'Kulkarni', 'Bhat', 'Mehta'],
  },
  SG: {
    women: ['Hui Min', 'Siti', 'Rachel', 'Jia Wen', 'Priya', 'Grace'],
    men: ['Wei Jie', 'Darren', 'Jun Hao', 'Farhan', 'Marcus', 'Ravi'],
    last: ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Goh', 'Rahman', 'Pillai'],
  },
  AU: {
    women: ['Chloe', 'Matilda', 'Isla', 'Georgia', 'Sienna', 'Ruby', 'Mia', 'Holly'],
    men: ['Jack', 'Lachlan', 'Cooper', 'Angus', 'Riley', 'Hamish', 'Noah', 'Xavier'],
    last: ['Smith', 'Nguyen', 'Kelly', 'Ryan', 'Wilson', 'Campbell', "O'Brien", 'Harris', 'Nicholls', 'Tran'],
  },
  NG: {
    women: ['Chioma', 'Funmilayo', 'Amara', 'Ngozi', 'Aisha', 'Temitope', 'Ifeoma', 'Zainab'],
    men: ['Chinedu', 'Tunde', 'Emeka', 'Babajide', 'Ibrahim', 'Olumide', 'Kelechi', 'Segun'],
    last: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Bello', 'Nwosu', 'Adebayo', 'Obi', 'Danjuma'],
  },
  KE: {
    women: ['Wanjiru', 'Achieng', 'Njeri', 'Akinyi', 'Wambui', 'Faith', 'Mercy', 'Nafula'],
    men: ['Kamau', 'Otieno', 'Mwangi', 'Kiprono', 'Brian', 'Ochieng', 'Kevin', 'Wafula'],
    last: [
      'Kamau',
      'Odhiambo',
      'Mwangi',
      'Wanjiku',
      'Kipchoge',
      'Otieno',
      'Njoroge',
      'Mutua',
      'Chebet',
      'Omondi',
    ],
  },
};

export type Gender = 'woman' | 'man';

export interface PickedName {
  firstName: string;
  lastName: string;
  gender: Gender;
}

/** A name that fits where the person lives (`alpha2`; Quebec by its province name). */
export function pickName(f: Faker, alpha2: string, stateName: string): PickedName {
  const french = alpha2 === 'CA' && stateName === 'Quebec' && f.number.float() < 0.75;
  const pool = french ? (POOLS.QC as NamePool) : (POOLS[alpha2] ?? ENGLISH_CANADA);
  const gender: Gender = f.datatype.boolean() ? 'woman' : 'man';
  const firstName = f.helpers.arrayElement(gender === 'woman' ? pool.women : pool.men);
  // a Singaporean or Kenyan family name may repeat as a first name; never both the same
  const lastName = f.helpers.arrayElement(pool.last.filter((last) => last !== firstName));
  return { firstName, lastName, gender };
}
