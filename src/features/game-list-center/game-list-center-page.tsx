import { CategoryVendors } from '../lobby/category-vendors';

/** SPEC 2.1 GameListCenter group: /fish, /rng (with vassalage), /pvp, /bgs. */
export default function GameListCenterPage() {
  return <CategoryVendors />;
}
