/** One analytics pixel on the page: its page view and its sign-up event, in the vendor's own words. */
export interface Pixel {
  pageView(): void;
  signUp(): void;
}
