import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('given a Canadian number and its ISD code, then it reads grouped, with a tel link in E.164', () => {
    expect(formatPhone('4165550142', '1')).toEqual({ text: '+1 416 555 0142', href: 'tel:+14165550142' });
  });

  it('given an ISD code written with its plus sign, then it is read the same', () => {
    expect(formatPhone('7911123456', '+44').text).toBe('+44 7911 123456');
  });

  it('given a number that carries its own country code, then that code wins over the stored one', () => {
    expect(formatPhone('+33 1 23 45 67 89', '1').text).toBe('+33 1 23 45 67 89');
  });

  it('given a team number stored without a country, then a valid Canadian number reads as one', () => {
    expect(formatPhone('416-555-0199')).toEqual({ text: '+1 416 555 0199', href: 'tel:+14165550199' });
  });

  it('given something that is not a phone number, then it is shown as typed, never dropped', () => {
    expect(formatPhone('12', '44')).toEqual({ text: '+44 12', href: 'tel:+4412' });
    expect(formatPhone('call the office')).toEqual({ text: 'call the office', href: 'tel:' });
  });
});
