import { paths } from '@bookstore/domain/site-paths';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ownerRoutes } from '@web/app/owner-routes';
import { storefrontRoutes } from '@web/app/router';

/** Every path in the domain's `paths` (site-paths), with an awkward id or query where it takes one. */
function everyPath(group: Record<string, unknown>, prefix = ''): Array<[string, string]> {
  return Object.entries(group).flatMap(([name, value]): Array<[string, string]> => {
    if (typeof value === 'string') return [[`${prefix}${name}`, value]];
    if (typeof value === 'function') return [[`${prefix}${name}`, (value as (arg: string) => string)('a b/ü?')]];
    return everyPath(value as Record<string, unknown>, `${prefix}${name}.`);
  });
}

describe('site paths', () => {
  it.each(everyPath(paths))('%s (%s) is a route of the app, not the not-found page', (_name, path) => {
    const matches = matchRoutes([...storefrontRoutes, ...ownerRoutes], new URL(path, 'http://shop.test').pathname);
    expect(matches).not.toBeNull();
    expect(matches!.at(-1)!.route.path).not.toBe('*');
  });

  it('keeps ids and searches in one path segment or the query', () => {
    expect(paths.book('a/b')).toBe('/books/a%2Fb');
    expect(paths.dashboard.order('x y')).toBe('/dashboard/orders/x%20y');
    expect(paths.dashboard.manageBooks()).toBe('/dashboard/manage-books');
    expect(paths.dashboard.manageBooks('Tagore & co')).toBe('/dashboard/manage-books?q=Tagore%20%26%20co');
    expect(paths.dashboard.manageBooks('', 3)).toBe('/dashboard/manage-books?page=3');
    expect(paths.dashboard.manageBooks('isbn', 2)).toBe('/dashboard/manage-books?q=isbn&page=2');
    expect(paths.dashboard.manageBooks('isbn', 1)).toBe('/dashboard/manage-books?q=isbn');
  });
});
