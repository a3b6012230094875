import { busyMemberOverrides } from '../mocks/world/promotions-seed';
import { defineScenario } from './types';

export default defineScenario({
  id: 'busy-member',
  description: {
    en: 'demo01 has a lot waiting: 25 unread messages (paging and badges) and many rewards to claim (12 wheel spins, 15 golden egg tickets, 8 completed missions, a won raffle).',
    bn: 'demo01-এর অনেক কিছু অপেক্ষায়: 25টি না-পড়া বার্তা (পেজিং ও ব্যাজ) এবং দাবি করার মতো অনেক পুরস্কার (12টি স্পিন, 15টি সোনার ডিমের টিকিট, 8টি সম্পন্ন মিশন, একটি জেতা র‍্যাফেল)।',
  },
  world: { content: { inboxFill: 25 }, promotions: busyMemberOverrides },
});
