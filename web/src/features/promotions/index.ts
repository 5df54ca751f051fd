/** Public surface of promotions (spec 2 §2–§5): the /promotion page, the available-promotions badge, the reward centre page. */
export { PromotionsPage, type PromotionsPageProps } from './components/promotions-page';
export { PromotionsBadge, badgeText } from './components/promotions-badge';
