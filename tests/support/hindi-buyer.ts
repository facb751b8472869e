import type { BillBuyer } from '@bookstore/domain';

/** A buyer written in Hindi, with a landmark: the paper must shape and place every word. */
export const HINDI_BUYER: BillBuyer = {
  name: 'राम कुमार शर्मा',
  phone: '+91 91234 56789',
  address: {
    street: '१२, गांधी मार्ग',
    landmark: 'Near Durga Mandir',
    city: 'वाराणसी',
    state: 'उत्तर प्रदेश',
    zipcode: '221001',
    country: 'India',
  },
};
