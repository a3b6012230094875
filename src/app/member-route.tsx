import { HomePage } from '../features/lobby/home-page';
import { MemberPage } from '../features/member-centre/member-page';

/** SPEC 2.1 /member (the MemberCenter screen group): the home page, the member centre over it. */
export default function MemberRoute() {
  return (
    <MemberPage>
      <HomePage />
    </MemberPage>
  );
}
