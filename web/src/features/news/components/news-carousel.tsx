import type { NewsItem } from '@bookstore/domain';
import { A11y, Keyboard, Mousewheel, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** One slide, two from 768px; gaps 30, 20 at 640 and 40 at 768. */
export const NEWS_BREAKPOINTS = {
  640: { slidesPerView: 1, spaceBetween: 20 },
  768: { slidesPerView: 2, spaceBetween: 40 },
};

export function NewsCarousel({ items }: { items: NewsItem[] }) {
  return (
    <section aria-labelledby="news-heading" className="py-16">
      <h2 id="news-heading" className="mb-6 text-3xl font-semibold">
        News
      </h2>
      <Swiper
        modules={[Navigation, Keyboard, Mousewheel, A11y]}
        slidesPerView={1}
        spaceBetween={30}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        mousewheel={{ forceToAxis: true }}
        breakpoints={NEWS_BREAKPOINTS}
        aria-label="News"
        className="news-carousel"
      >
        {items.map((item) => (
          <SwiperSlide key={item._id}>
            <article className="flex flex-col items-center justify-between gap-8 px-2 sm:flex-row lg:gap-12">
              <div className="py-4">
                <h3 className="mb-4 text-lg font-medium">{item.title}</h3>
                <div className="mb-5 h-1 w-12 bg-blue-700" aria-hidden="true" />
                <p className="text-sm text-gray-700">{item.description}</p>
              </div>
              <img src={item.image} alt="" width={640} height={360} loading="lazy" decoding="async" className="h-auto w-full max-w-xs shrink-0 rounded object-cover" />
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
