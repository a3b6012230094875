import type { MessageTemplateName } from '../../src/api/contracts';
import type { MockMessage } from './money-types';
import type { World } from './types';

/**
 * SPEC 3.2 message templates in the English the platform stores; the client renders its own
 * translation from `template` and `params` (site and currency, plus the amount), so these texts
 * matter only to clients that do not know the template.
 */
const templateText: Record<MessageTemplateName, { title: string; body: string }> = {
  depositCredited: {
    title: 'Deposit credited',
    body: 'Your deposit of {currency} {amount} has been credited to your {site} account.',
  },
  depositFailed: {
    title: 'Deposit failed',
    body: 'Your deposit of {currency} {amount} to {site} could not be completed.',
  },
  withdrawalApproved: {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {currency} {amount} from {site} has been approved and paid out.',
  },
  withdrawalRejected: {
    title: 'Withdrawal rejected',
    body: 'Your withdrawal of {currency} {amount} from {site} was rejected; the amount is back in your balance.',
  },
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => params[key] ?? whole);

/** Puts a template message in the member's inbox (messageV2), unread. */
export function deliverMessage(
  world: World,
  memberId: number,
  template: MessageTemplateName,
  amount: string,
  at: string,
): MockMessage {
  const params = { site: world.site.name, currency: world.site.currencySymbol, amount };
  const text = templateText[template];
  world.messages.push({
    id: `M${String(world.messages.length + 1).padStart(6, '0')}`,
    memberId,
    at,
    template,
    title: fill(text.title, params),
    body: fill(text.body, params),
    params,
    read: false,
  });
  return world.messages[world.messages.length - 1]!;
}

export const unreadCount = (world: World, memberId: number) =>
  world.messages.filter((m) => m.memberId === memberId && !m.read).length;
