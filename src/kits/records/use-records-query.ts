import { useActorRef } from '@xstate/react';
import type { RecordsAnswer, RecordsQueryMachine } from '../../../machines/records-query.machine';
import { RECORDS_PAGE_SIZE } from '../../api/contracts/records';
import type { QuickRange } from '../../lib/date-range';
import { PermissionContext } from '../../app/providers/site-data';
import { useMember } from '../../app/providers/use-session';
import { inspect } from '../../lib/actor-inspection';

/** Bangladesh time, the site's own offset, when neither the member nor the site names one. */
const DEFAULT_OFFSET_MINUTES = 360;

/** The member's GMT offset (DESIGN: dates in the member's GMT offset), else the site's. */
export function useMemberOffset(): number {
  const member = useMember();
  const site = PermissionContext.useSelector((s) => s.context.data?.gmtOffsetMinutes);
  return member?.gmtOffsetMinutes ?? site ?? DEFAULT_OFFSET_MINUTES;
}

/**
 * A records page's query actor in the member's offset: last 7 days first by default, so a member
 * opening the page sees recent rows; a page of rarer rows (settlements) opens on a longer range.
 */
export function useRecordsQuery<T extends RecordsAnswer, F>(
  machine: RecordsQueryMachine<T, F>,
  { preset = 'last7', pageSize = RECORDS_PAGE_SIZE }: { preset?: QuickRange; pageSize?: number } = {},
) {
  const gmtOffsetMinutes = useMemberOffset();
  return useActorRef(machine, { input: { gmtOffsetMinutes, pageSize, preset }, inspect });
}
