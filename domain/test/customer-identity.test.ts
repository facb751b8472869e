import { describe, expect, it } from 'vitest';
import { mailboxOf, phoneE164 } from '../src';

describe('mailboxOf', () => {
  it('reads Gmail aliases as one mailbox', () => {
    const spellings = ['xy@gmail.com', 'x.y@gmail.com', 'x.y+a@gmail.com', 'XY@Gmail.com', ' xy+shop@googlemail.com '];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(['xy@gmail.com']));
  });

  it('drops a +tag on every domain, but keeps dots where they name another mailbox', () => {
    expect(mailboxOf('Anu.Rao+books@example.in')).toBe('anu.rao@example.in');
    expect(mailboxOf('anu.rao@example.in')).not.toBe(mailboxOf('anurao@example.in'));
  });

  it('keeps odd local parts usable as keys', () => {
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxOf('...@gmail.com')).toBe('...@gmail.com');
    expect(mailboxOf('अनु@उदाहरण.भारत')).toBe('अनु@उदाहरण.भारत');
  });
});

describe('phoneE164', () => {
  it('reads the ways one Indian mobile number is written as one number', () => {
    const spellings = ['98765 43210', '+91 98765-43210', '09876543210', '919876543210', '0091 (98765) 43210'];
    expect(spellings.map(phoneE164)).toEqual(spellings.map(() => '+919876543210'));
    expect(phoneE164('+91 98765 43210')).toBe(phoneE164('9876543210'));
  });

  it('keeps other countries as written with their +, and refuses what cannot be a number', () => {
    expect(phoneE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(phoneE164('+1 (415) 555-0100')).toBe('+14155550100');
    expect(phoneE164('12345')).toBeNull();
    expect(phoneE164('+1234567890123456')).toBeNull();
  });
});
