/**
 * Public surface of the points mall (spec 2 "Points"): the /pointMall page, and the member
 * centre's points entry, which leads there. Loaded lazily by their routes.
 */
export { PointMallPage, type PointMallPageProps } from './pages/point-mall-page';
export { PointsMemberEntry } from './pages/points-member-entry';
