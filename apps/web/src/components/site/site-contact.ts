/**
 * How people reach the AngelBridge team (§2 footer). One place, so a deployment changes them once.
 * The phone number is in the 555-01xx range, which North America keeps for fiction and examples.
 */
export const SITE_CONTACT = {
  city: 'Toronto',
  country: 'Canada',
  phone: '+1 416 555 0142',
  phoneHref: 'tel:+14165550142',
  email: 'info@angelbridge.ca',
  chatHref: 'https://wa.me/14165550142',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/angelbridge' },
    { label: 'X', href: 'https://x.com/angelbridge' },
    { label: 'Facebook', href: 'https://www.facebook.com/angelbridge' },
    { label: 'Instagram', href: 'https://www.instagram.com/angelbridge' },
  ],
} as const;
