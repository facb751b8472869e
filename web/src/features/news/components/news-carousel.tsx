import type { NewsItem } from '@bookstore/domain';
import { A11y, Keyboard, Mousewheel, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide, type SwiperProps } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import '@web/components/swiper-theme.css';

/**
 * One slide, two from 768px; gaps 30, 20 at 640 and 40 at 768. Arrows, keys and a sideways
 * wheel move it (a vertical wheel still scrolls the page: decision 012).
 */
export const NEWS_CAROUSEL = {
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: {
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 40 },
  },
  navigation: true,
  keyboard: { enabled: true, onlyInViewport: true },
  mousewheel: { enabled: true, forceToAxis: true },
} satisfies SwiperProps;

export function NewsCarousel({ items }: { items: NewsItem[] }) {
  return (
    <section aria-labelledby="news-heading" className="py-16">
      <h2 id="news-heading" className="mb-6 text-3xl font-semibold">
        News
      </h2>
      <Swiper
        modules={[Navigation, Keyboard, Mousewheel, A11y]}
        {...NEWS_CAROUSEL}
        aria-label="News"
        className="news-carousel"
      >
        {items.map((item) => (
          <SwiperSlide key={item._id}>
            {/* Below md the arrows sit over the slide's edges; padding keeps the text clear of them. */}
            <article className="flex flex-col items-center justify-between gap-8 px-10 sm:flex-row md:px-2 lg:gap-12">
              <div className="py-4">
                <h3 className="mb-4 text-lg font-medium">{item.title}</h3>
                <div className="mb-5 h-1 w-12 bg-blue-700" aria-hidden="true" />
                <p className="text-sm text-gray-700">{item.description}</p>
              </div>
              <img
                src={item.image}
                alt={item.title}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="h-auto w-full max-w-xs shrink-0 rounded object-cover"
              />
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
