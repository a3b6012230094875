import { defineScenario } from './types';

export default defineScenario({
  id: 'chat-offline',
  description: {
    en: 'Live chat is offline (no staff on duty): a logged-in member’s side menu says so; their own chat availability still switches and is kept.',
    bn: 'লাইভ চ্যাট অফলাইনে (কোনো কর্মী নেই): লগইন করা সদস্যের সাইড মেনুতে তা দেখায়; নিজের চ্যাট উপলব্ধতা তবুও বদলানো ও সংরক্ষণ করা যায়।',
  },
  world: { engagement: { liveChatOnline: false } },
});
