import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp, SIGNED_IN } from './render-app';

describe('opening a lazy page directly', () => {
  it("shows 'Loading...' until the page's chunk arrives, not a blank screen", async () => {
    const warn = vi.spyOn(console, 'warn');
    mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
    expect(await screen.findByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/HydrateFallback/);
  });
});

describe('header', () => {
  it('links the logo to / and shows a visitor the login icon linking to /login', async () => {
    mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Book Store home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('gives a signed-in user without a photo the default avatar, and their own photo otherwise', async () => {
    mockApi({ '/api/books': () => [] });
    const { unmount } = renderApp('/cart', SIGNED_IN);
    expect(await screen.findByRole('img', { name: 'Account menu for Reader One' })).toHaveAttribute(
      'src',
      '/avatar.svg',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    unmount();
    renderApp('/cart', { ...SIGNED_IN, photoURL: 'https://example.com/me.png' });
    expect(await screen.findByRole('img', { name: 'Account menu for Reader One' })).toHaveAttribute(
      'src',
      'https://example.com/me.png',
    );
  });

  it('opens a menu with Dashboard, Orders, Cart Page, Check Out and Log Out that closes on a choice', async () => {
    mockApi({ '/api/books': () => [], '/api/orders/email/': () => [] });
    const user = userEvent.setup();
    const { router } = renderApp('/cart', SIGNED_IN);
    const avatar = await screen.findByRole('button', { name: 'Account menu for Reader One' });
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await user.click(avatar);
    expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const menu = within(document.getElementById('user-menu')!);
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Orders',
      'Cart Page',
      'Check Out',
      'Log Out',
    ]);
    const targets = Object.fromEntries(
      menu.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(targets).toEqual({
      Dashboard: '/user-dashboard',
      Orders: '/orders',
      'Cart Page': '/cart',
      'Check Out': '/checkout',
    });

    await user.click(menu.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-dashboard'));
    expect(document.getElementById('user-menu')).toBeNull();
    expect(avatar).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu and signs out on Log Out', async () => {
    mockApi({ '/api/books': () => [] });
    const user = userEvent.setup();
    const { auth } = renderApp('/cart', SIGNED_IN);
    await user.click(await screen.findByRole('button', { name: 'Account menu for Reader One' }));
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(document.getElementById('user-menu')).toBeNull();
  });
});

describe('footer', () => {
  it('links Home, Services, About Us, Contact, Privacy Policy, Terms of Service and three social networks', async () => {
    mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    expect(
      Object.fromEntries(
        links.map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]),
      ),
    ).toEqual({
      Home: '/',
      Services: '/info/services',
      'About Us': '/info/about',
      Contact: '/contact',
      Returns: '/policies/returns',
      Cancellation: '/policies/cancellation',
      Shipping: '/policies/shipping',
      'Privacy Policy': '/policies/privacy',
      'Terms of Service': '/policies/terms',
      Facebook: 'https://www.facebook.com/',
      Instagram: 'https://www.instagram.com/',
      Twitter: 'https://twitter.com/',
    });
    for (const name of ['Facebook', 'Instagram', 'Twitter']) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('has a newsletter box of type e-mail with a Subscribe button', async () => {
    mockApi({ '/api/books': () => [] });
    renderApp('/cart');
    const footer = await screen.findByRole('contentinfo');
    const input = within(footer).getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input.closest('form')).toHaveAttribute('id', 'newsletter');
    expect(within(input.closest('form')!).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });
});
