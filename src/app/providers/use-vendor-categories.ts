import { useMemo } from 'react';
import { GameMenuContext } from './site-data';
import { composeVendorCategories, type VendorCategories } from '../../lib/vendors';

const none: VendorCategories = {};

/** The composed vendor categories (SPEC 4.10) with the game menu's load state. */
export function useVendorCategories() {
  const data = GameMenuContext.useSelector((s) => s.context.data);
  const failure = GameMenuContext.useSelector((s) => (s.matches('failed') ? s.context.failure : null));
  const loading = GameMenuContext.useSelector((s) => s.matches('loading'));
  const actor = GameMenuContext.useActorRef();
  const categories = useMemo(() => (data ? composeVendorCategories(data) : none), [data]);
  return {
    categories,
    loaded: data !== null,
    loading,
    failure,
    retry: () => actor.send({ type: 'load.retry' }),
  };
}
