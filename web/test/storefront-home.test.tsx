import type { NewsItem } from '@bookstore/domain';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { describe, expect, it, vi } from 'vitest';
import { BOOK_CAROUSEL } from '@web/features/books/components/books-carousel';
import { NEWS_CAROUSEL, NewsCarousel } from '@web/features/news/components/news-carousel';
import { scrollAllIntoView, viewport } from './intersection-observer';
import { bookPage, homeCatalog, makeBook, mockApi, renderApp } from './render-app';

describe('the promo block', () => {
  it("has the heading 'New Releases This Week', a paragraph and the three newest covers", async () => {
    const books = ['n1', 'n2', 'n3'].map((id) => makeBook(id));
    mockApi({ '/api/catalog/home': () => homeCatalog({ newReleases: books }), '/api/news': () => [] });
    renderApp('/');
    const block = screen.getByRole('heading', { name: 'New Releases This Week', level: 1 }).closest('section')!;
    expect(within(block).getByText(/^It's time to update your reading list/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(block)
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual(['Cover of Book n1', 'Cover of Book n2', 'Cover of Book n3']),
    );
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/books/n1', '/books/n2', '/books/n3']);
  });

  it('has a Subscribe button that brings the footer newsletter into view and focuses its e-mail box', async () => {
    mockApi({ '/api/catalog/home': () => homeCatalog(), '/api/news': () => [] });
    const user = userEvent.setup();
    renderApp('/');
    const block = screen.getByRole('heading', { name: 'New Releases This Week' }).closest('section')!;
    const subscribe = within(block).getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toHaveAttribute('type', 'button');
    const email = await within(await screen.findByRole('contentinfo')).findByRole('textbox', {
      name: 'E-mail address',
    });
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    expect(email).not.toHaveFocus();
    await user.click(subscribe);
    // What the button does is a small chunk of its own, fetched on the press.
    await waitFor(() => expect(email).toHaveFocus());
    expect(scrolled.mock.contexts).toEqual([document.getElementById('newsletter')]);
  });

  it('brings the footer first when it has not loaded yet (it loads as the page end nears), then focuses the box', async () => {
    mockApi({ '/api/catalog/home': () => homeCatalog(), '/api/news': () => [] });
    const user = userEvent.setup();
    viewport.onScreen = false;
    try {
      renderApp('/');
      const block = screen.getByRole('heading', { name: 'New Releases This Week' }).closest('section')!;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('contentinfo')).toBeNull();
      const scrolled = vi.spyOn(window, 'scrollTo');
      await user.click(within(block).getByRole('button', { name: 'Subscribe' }));
      await waitFor(() => expect(scrolled).toHaveBeenCalled());
      // What reaching the end of the page does in a browser.
      act(() => scrollAllIntoView());
      const email = await within(await screen.findByRole('contentinfo')).findByRole('textbox', {
        name: 'E-mail address',
      });
      await waitFor(() => expect(email).toHaveFocus());
    } finally {
      viewport.onScreen = true;
    }
  });
});

type SwiperElement = HTMLElement & { swiper: SwiperInstance };
const { happyDOM } = window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } };

/** Renders at each window width in turn (happy-dom's default is 1024) and gives back what Swiper made of each carousel there. */
async function swiperParamsAt(widths: number[], draw: () => { container: HTMLElement }) {
  const seen: Array<[number, SwiperInstance['params'][]]> = [];
  try {
    for (const width of widths) {
      happyDOM.setViewport({ width });
      const { container } = draw();
      await waitFor(() => expect(container.querySelector('.swiper')).not.toBeNull());
      seen.push([width, [...container.querySelectorAll<SwiperElement>('.swiper')].map(({ swiper }) => swiper.params)]);
      cleanup();
    }
  } finally {
    happyDOM.setViewport({ width: 1024 });
  }
  return seen;
}

const newsItems: NewsItem[] = [
  { _id: 'n1', title: 'Festival of Letters', description: 'Forty authors.', image: '/news/festival.svg' },
  { _id: 'n2', title: 'Rainy day reads', description: 'Ten books.', image: '/news/rain.svg' },
];

describe('carousel settings', () => {
  it('news: one slide, two from 768px; gaps 30, 20 at 640 and 40 at 768; keyboard and a sideways mouse wheel', async () => {
    expect(NEWS_CAROUSEL).toMatchObject({
      slidesPerView: 1,
      spaceBetween: 30,
      breakpoints: { 640: { slidesPerView: 1, spaceBetween: 20 }, 768: { slidesPerView: 2, spaceBetween: 40 } },
      navigation: true,
      keyboard: { enabled: true },
      mousewheel: { enabled: true, forceToAxis: true },
    });
    const seen = await swiperParamsAt([360, 640, 767, 768, 1440], () => render(<NewsCarousel items={newsItems} />));
    for (const [, [params]] of seen)
      expect(params).toMatchObject({ keyboard: { enabled: true }, mousewheel: { enabled: true, forceToAxis: true } });
    expect(seen.map(([width, [params]]) => [width, params!.slidesPerView, params!.spaceBetween])).toEqual([
      [360, 1, 30],
      [640, 1, 20],
      [767, 1, 20],
      [768, 2, 40],
      [1440, 2, 40],
    ]);
  });

  it('books: 1 slide below 768px, 2 at 768 and 1024, 3 from 1180; keyboard', async () => {
    expect(BOOK_CAROUSEL).toMatchObject({
      breakpoints: {
        0: { slidesPerView: 1 },
        768: { slidesPerView: 2 },
        1024: { slidesPerView: 2 },
        1180: { slidesPerView: 3 },
      },
      navigation: true,
      keyboard: { enabled: true },
    });
    const catalog = Array.from({ length: 18 }, (_, i) => makeBook(`b${i}`));
    mockApi({
      '/api/catalog/home': () =>
        homeCatalog({ topSellers: bookPage(catalog.slice(0, 12)), recommended: catalog.slice(8) }),
      '/api/news': () => [],
    });
    const seen = await swiperParamsAt([360, 767, 768, 1024, 1179, 1180], () => renderApp('/'));
    // Two carousels a width: Top Sellers and Recommended for you.
    for (const [, carousels] of seen)
      expect(carousels.map((params) => params.keyboard)).toMatchObject([{ enabled: true }, { enabled: true }]);
    expect(seen.map(([width, carousels]) => [width, ...carousels.map((params) => params.slidesPerView)])).toEqual([
      [360, 1, 1],
      [767, 1, 1],
      [768, 2, 2],
      [1024, 2, 2],
      [1179, 2, 2],
      [1180, 3, 3],
    ]);
  });

  it('each news slide has a title, a description and an image named by its title', () => {
    render(<NewsCarousel items={newsItems} />);
    for (const item of newsItems) {
      const slide = screen.getByRole('heading', { name: item.title, level: 3 }).closest('article')!;
      expect(within(slide).getByText(item.description)).toBeInTheDocument();
      expect(within(slide).getByRole('img', { name: item.title })).toHaveAttribute('src', item.image);
    }
  });
});
