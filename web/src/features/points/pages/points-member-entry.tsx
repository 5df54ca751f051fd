import { Navigate } from 'react-router';

/**
 * The member centre's "points" page (spec 2 §2, §6 PTSYS3): the points live in the points mall,
 * so /member/points opens /pointMall instead of a second copy of it.
 */
export function PointsMemberEntry() {
  return <Navigate to="/pointMall" replace />;
}

export default PointsMemberEntry;
