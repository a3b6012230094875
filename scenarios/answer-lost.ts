import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { calls, type CallDef } from '../src/api/contracts';
import { happyHandlers } from '../mocks/handlers';
import { mockPath } from '../mocks/handlers/respond';
import type { WorldStore } from '../mocks/world/store';
import { defineScenario } from './types';

const methods = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;
/** Every call that carries an idempotency key. */
const moneyCalls = (Object.values(calls) as Array<CallDef<unknown, unknown>>).filter((call) => call.money);

/**
 * "Processed but answer lost": the next send of a call named in `system.answerLostOnce`
 * reaches the platform, which acts on it (the happy path runs against the world), and then its
 * answer is lost (a network error). Unlike `fault=<call>:network`, which answers without reaching
 * the world, the money has moved: only the idempotency key keeps a retry from moving it again.
 */
function answerLostHandlers(store: WorldStore): HttpHandler[] {
  let platform: HttpHandler[] | undefined;
  return moneyCalls.map((call) =>
    methods[call.method](mockPath(call), async ({ request }) => {
      const lost = store.world.system.answerLostOnce ?? [];
      if (!lost.includes(call.name)) return undefined;
      store.update((world) => {
        world.system.answerLostOnce = lost.filter((name) => name !== call.name);
      });
      platform ??= happyHandlers(store);
      await getResponse(platform, request);
      return HttpResponse.error();
    }),
  );
}

export default defineScenario({
  id: 'answer-lost',
  description: {
    en: 'The first send of each money call (deposit, withdrawal, transfers, redeem and convert, reward claims, contract offers and answers, a new bank account) reaches the platform, which acts on it, but the answer is lost: the page says the outcome is not known yet; Send again gets the first answer and moves nothing twice.',
    bn: 'প্রতিটি টাকার কলের (ডিপোজিট, উত্তোলন, ট্রান্সফার, রিডিম ও কনভার্ট, রিওয়ার্ড দাবি, চুক্তির প্রস্তাব ও উত্তর, নতুন ব্যাংক অ্যাকাউন্ট) প্রথম পাঠানো প্ল্যাটফর্মে পৌঁছায় এবং সম্পন্ন হয়, কিন্তু উত্তর হারিয়ে যায়: পেজ জানায় ফলাফল এখনও জানা যায়নি; আবার পাঠালে প্রথম উত্তরই আসে, টাকা দুবার নড়ে না।',
  },
  world: { system: { answerLostOnce: moneyCalls.map((call) => call.name) } },
  handlers: answerLostHandlers,
});
