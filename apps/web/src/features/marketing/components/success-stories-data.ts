/** A testimonial (§3: id, img, story, name, role). */
export interface SuccessStory {
  id: number;
  img: string;
  story: string;
  name: string;
  role: string;
}

/** §1: five static stories; the portraits are illustrations shipped in public/stories. */
export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    id: 1,
    img: '/stories/maya-chen.svg',
    story:
      'Six weeks after I published our pitch, three investors had asked for our details. Two of them led our seed round, and one now sits on our advisory board.',
    name: 'Maya Chen',
    role: 'Founder, Verdant Labs',
  },
  {
    id: 2,
    img: '/stories/daniel-okafor.svg',
    story:
      'I used to dig through cold e-mails. Here I filter by sector and ticket size, ask for contact details in one click, and I have backed four founders in a year.',
    name: 'Daniel Okafor',
    role: 'Angel investor',
  },
  {
    id: 3,
    img: '/stories/sofia-martinez.svg',
    story:
      'We had the idea and the first customers, but no one to build the product. Scouting on AngelBridge found us our CTO, and investors took us seriously from then on.',
    name: 'Sofia Martínez',
    role: 'Co-founder, MedTrack',
  },
  {
    id: 4,
    img: '/stories/arjun-patel.svg',
    story:
      'Every pitch arrives with its team, documents and milestones in the same shape, so our angel group compares deals in an afternoon instead of a month.',
    name: 'Arjun Patel',
    role: 'Partner, Northbridge Angels',
  },
  {
    id: 5,
    img: '/stories/lea-dubois.svg',
    story:
      'I was a designer with a plan for recycled fabrics and no network. The milestones I published convinced an investor in Montréal, and our first line ships this spring.',
    name: 'Léa Dubois',
    role: 'Founder, Loop Textiles',
  },
];
