import { describe, expect, it } from 'vitest';
import { authApi, createCustomer, db, signIn, verificationLinkFor } from '../../../tests/support/emulators';
import { get, post } from '../../../tests/support/http';
import { bookA, orderFor } from '../../../tests/support/orders';
import { stockOf } from '../../../tests/support/stock';
import { useSeededStore } from '../../../tests/support/seeded-store';
import { readSalesStats } from '../../src/services/statistics/stats';

const VERIFY_FIRST = 'Please verify your e-mail address first: open the link we sent you, then try again.';

const count = async (collection: string) => (await db.collection(collection).count().get()).data().count;
const myOrders = (who: { email: string; idToken: string }) =>
  get(`/orders/email/${encodeURIComponent(who.email)}`, who.idToken);

useSeededStore();

describe('an e-mail/password customer who has not opened the verification link', () => {
  it('cannot place an order: 403 with the message the checkout shows, and nothing is written', async () => {
    const customer = await createCustomer(undefined, { verified: false });
    expect(customer.emailVerified).toBe(false);
    const stockBefore = await stockOf(bookA.slug);

    const response = await post('/orders/create-order', orderFor(customer), customer.idToken);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: VERIFY_FIRST });
    expect(await count('orders')).toBe(0);
    expect(await stockOf(bookA.slug)).toBe(stockBefore);
    // Not even an attempt is counted, nor a customer lock taken.
    expect(await count('orderAttempts')).toBe(0);
    expect(await count('customerOrders')).toBe(0);
    expect((await readSalesStats()).totalOrders).toBe(0);
  });

  it('cannot read orders placed under their e-mail', async () => {
    // An account opened in the name of an address whose orders exist: until the link is
    // opened, nothing says the address is theirs, so its orders stay closed.
    await db.collection('orders').add({ email: 'not-yet@example.com', status: 'pending' });
    const unverified = await createCustomer('not-yet@example.com', { verified: false });
    const response = await myOrders(unverified);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: VERIFY_FIRST });
  });

  it('can order once the emulator’s verification link is opened and the token refreshed', async () => {
    const customer = await createCustomer(undefined, { verified: false });
    // What the app's Resend does: Firebase Auth sends (here: keeps) a verification e-mail.
    await authApi('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: customer.idToken }, 'Sending the link');
    const link = await verificationLinkFor(customer.email);
    expect(link).toContain('mode=verifyEmail');
    const opened = await fetch(link);
    expect(opened.status).toBe(200);

    // The token issued before the link still says unverified: refused until refreshed.
    expect((await post('/orders/create-order', orderFor(customer), customer.idToken)).status).toBe(403);
    const refreshed = await signIn(customer.email);
    expect(refreshed.emailVerified).toBe(true);
    expect((await post('/orders/create-order', orderFor(refreshed), refreshed.idToken)).status).toBe(201);
    expect((await myOrders(refreshed)).body).toHaveLength(1);
  });
});

describe('a Google customer', () => {
  it('arrives verified and orders at once', async () => {
    const email = `google${Date.now()}@example.com`;
    // The Auth emulator accepts an unsigned Google credential (see ../shared/ENVIRONMENT.md).
    const claims = { sub: `g-${Date.now()}`, email, email_verified: true, name: 'Meera Iyer' };
    const signedIn = await authApi<{ idToken: string }>(
      'signInWithIdp',
      {
        postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      },
      'Signing in with Google',
    );
    const customer = { email, idToken: signedIn.idToken };
    const response = await post('/orders/create-order', orderFor(customer), customer.idToken);
    expect(response.status).toBe(201);
    expect((await myOrders(customer)).status).toBe(200);
  });
});
