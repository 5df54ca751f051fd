/** Where the generated promotion artwork is served (modules/promotions/promotions.routes.ts); the seeds name it too. */
export const PROMOTION_ART_PATH = '/res/promotion-art';
