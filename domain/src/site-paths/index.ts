/**
 * Every page address the site has, declared once: the web app's router and links, the served
 * pages and the e-mails all read them here (`@bookstore/domain/site-paths`, decision 074).
 * web/test/paths.test.tsx checks each against the router.
 */
export { paths } from './paths';
export * from './link-paths';
