import { CategoryVendors } from '../lobby/category-vendors';

/** SPEC 2.1 GameCenter group: /live, /sports, /esports, /lott, /elott, /cockfight. */
export default function GameCenterPage() {
  return <CategoryVendors />;
}
