import { POLICY_KINDS, type PolicyPage } from '@bookstore/domain';
import { policyPath } from '@bookstore/domain/site-paths';
import { render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { storefrontRoutes } from '@web/app/router';
import { policyBlocks, PolicyText } from '@web/features/pages/policy-text';
import { json, mockApi, renderApp } from './render-app';

describe('the policy text renderer', () => {
  it('makes paragraphs of blank-line-parted text, lists of "- " and "1. " lines, headings of "# " lines', () => {
    const text = '# Returns\n\nFirst line\nsecond line\n\nWe take:\n- cash\n* UPI\n\n1. ask\n2) send\r\n\r\nLast.';
    expect(policyBlocks(text)).toEqual([
      { kind: 'heading', text: 'Returns' },
      { kind: 'paragraph', lines: ['First line', 'second line'] },
      { kind: 'paragraph', lines: ['We take:'] },
      { kind: 'list', ordered: false, items: ['cash', 'UPI'] },
      { kind: 'list', ordered: true, items: ['ask', 'send'] },
      { kind: 'paragraph', lines: ['Last.'] },
    ]);
    expect(policyBlocks('')).toEqual([]);
    expect(policyBlocks('\n\n  \n')).toEqual([]);
  });

  it('shows odd text as written: markup, replacement patterns, formulas, Devanagari', () => {
    const odd = [
      '<script>alert(1)</script> <img src=x onerror=alert(1)> &amp; &lt;',
      "$& $' $` $1 =cmd|' /C calc'!A0 @SUM(1) +1 -",
      '- पुस्तकें लौटाना <b>बोल्ड</b>',
      '[link](javascript:alert(1)) **not bold** <!-- -->',
    ].join('\n\n');
    const { container } = render(<PolicyText text={odd} />);
    expect(container.querySelectorAll('script, img, b, a, strong')).toHaveLength(0);
    expect(screen.getByText('<script>alert(1)</script> <img src=x onerror=alert(1)> &amp; &lt;')).toBeInTheDocument();
    expect(screen.getByText("$& $' $` $1 =cmd|' /C calc'!A0 @SUM(1) +1 -")).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('पुस्तकें लौटाना <b>बोल्ड</b>');
    expect(screen.getByText('[link](javascript:alert(1)) **not bold** <!-- -->')).toBeInTheDocument();
    // As the server renders it: every < escaped.
    const html = renderToString(<PolicyText text={odd} />);
    expect(html).not.toMatch(/<(script|img|b|a)\b/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('$&amp; $&#x27; $` $1 =cmd');
  });

  it('keeps a lone surrogate from breaking the page (the settings refuse one; an old text may hold it)', () => {
    render(<PolicyText text={'before \ud800 after'} />);
    expect(screen.getByText(/before .* after/)).toBeInTheDocument();
  });
});

describe('the policy pages', () => {
  it.each([...POLICY_KINDS, 'a b/ü?'])('policyPath(%j) is the policies route, in one path segment', (kind) => {
    const matches = matchRoutes(storefrontRoutes, new URL(policyPath(kind), 'http://shop.test').pathname);
    expect(matches!.at(-1)!.route.path).toBe('policies/:kind');
    expect(matches!.at(-1)!.params.kind).toBe(kind);
  });

  const page = (kind: PolicyPage['kind'], text: string): PolicyPage => ({
    kind,
    title: {
      returns: 'Returns and Refunds',
      cancellation: 'Cancellation',
      shipping: 'Shipping and Delivery',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
    }[kind],
    text,
    isDefault: true,
  });

  it.each(POLICY_KINDS)('/policies/%s shows the text the API answers', async (kind) => {
    mockApi({
      [`/api/policies/${kind}`]: () => page(kind, `The ${kind} text.\n\n- one <b>item</b>`),
      '/api/books': () => [],
    });
    renderApp(`/policies/${kind}`);
    expect(await screen.findByRole('heading', { level: 1, name: page(kind, '').title })).toBeInTheDocument();
    expect(screen.getByText(`The ${kind} text.`)).toBeInTheDocument();
    expect(screen.getByText('one <b>item</b>').tagName).toBe('LI');
  });

  it('shows not found for a policy there is none of (the API answers 404)', async () => {
    mockApi({
      '/api/policies/refunds': () => json({ message: 'No such policy.' }, 404),
      '/api/books': () => [],
    });
    renderApp('/policies/refunds');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('leads the old /info/privacy and /info/terms addresses to the new pages', async () => {
    mockApi({ '/api/policies/privacy': () => page('privacy', 'Private.'), '/api/books': () => [] });
    const { router } = renderApp('/info/privacy');
    expect(await screen.findByText('Private.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/policies/privacy');
  });
});
