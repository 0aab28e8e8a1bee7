import { CommentsSection } from './comments-section';
import { FeaturedSections } from './featured-sections';
import { NewsletterSection } from './newsletter-section';
import { PerksSection } from './perks-section';
import { PopularTownsSection } from './popular-towns-section';
import { ShortTermSection } from './short-term-section';
import { ShowcasesSection } from './showcases-section';

/**
 * Everything below the first screen of the home page: loaded (code and data) when the visitor
 * scrolls towards it (home-page.tsx).
 */
export function HomeLowerSections() {
  return (
    <>
      <PopularTownsSection />
      <FeaturedSections />
      <ShowcasesSection />
      <ShortTermSection />
      <PerksSection />
      <CommentsSection />
      <NewsletterSection />
    </>
  );
}
