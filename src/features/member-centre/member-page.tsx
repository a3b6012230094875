import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MC_PAGE, memberCentreTo } from '../../lib/member-centre-link';
import { DEFAULT_MEMBER_CENTRE_PAGE } from '../../lib/member-centre-page-ids';

/**
 * SPEC 2.1 /member (the MemberCenter group): the home page (`children`, src/app/member-route.tsx)
 * with the member centre open over it, at `mcPage` or the default page (SPEC 2.5 securityCenter);
 * closing it goes home.
 */
export function MemberPage({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const page = new URLSearchParams(location.search).get(MC_PAGE);
  useEffect(() => {
    if (page === null) navigate(memberCentreTo(location, DEFAULT_MEMBER_CENTRE_PAGE), { replace: true });
  }, [page, location, navigate]);
  return children;
}
