import { MOCK_DEFAULT_PASSWORD } from '../mocks/world/create-world';
import { hashPassword } from '../mocks/world/passwords';
import { defineScenario } from './types';

export default defineScenario({
  id: 'default-password',
  description: {
    en: "demo01's password is the platform default Welcome@123: logging in forces a password change.",
    bn: 'demo01-এর পাসওয়ার্ড প্ল্যাটফর্মের ডিফল্ট Welcome@123: লগইন করলে পাসওয়ার্ড বদলাতেই হবে।',
  },
  world: { memberChanges: { demo01: { passwordHash: hashPassword(MOCK_DEFAULT_PASSWORD) } } },
});
