import { api } from './index';
import { publicStateCall } from './contracts/public-state';

/** The member's public state (badges, VIP, referral): a module of its own, as only a member's views ask. */
export const fetchPublicState = () => api.request(publicStateCall, undefined);
