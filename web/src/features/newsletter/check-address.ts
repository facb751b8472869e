import { newsletterSubscribeSchema, validateWith } from '@bookstore/domain';

/**
 * The shared schema's message for the address (the API's own check), or undefined when it
 * passes. A module of its own, imported when the shopper turns to the box: yup is not part of
 * the footer that every page fetches.
 */
export async function addressProblem(email: string): Promise<string | undefined> {
  // An empty box is a missing address, as the API reads an absent field.
  const outcome = await validateWith(newsletterSubscribeSchema, { email: email === '' ? undefined : email });
  return outcome.ok ? undefined : (outcome.errors.email ?? Object.values(outcome.errors)[0]);
}
