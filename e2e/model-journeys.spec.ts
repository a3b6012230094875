import { test } from './announcements-support';
import { contractsModel } from './model/contracts.model';
import { favouritesModel } from './model/favourites.model';
import { loginModel } from './model/login.model';
import { modelPaths, walkPath } from './model/model-paths';
import { registrationModel } from './model/registration.model';
import { smsModel } from './model/sms.model';

/**
 * Model-based journeys: paths generated with xstate/graph from the real machines drive
 * the app in mock mode and check, at each state along the way, what the player sees. The paths come
 * from the machines as they are, so a new state or transition brings a new journey (or fails here
 * when the model cannot see it or bring it about). docs/testing.md lists the machines and their paths.
 */
for (const model of [loginModel, smsModel, favouritesModel, registrationModel, contractsModel]) {
  test.describe(model.name, () => {
    for (const path of modelPaths(model)) {
      test(path.description, async ({ page }) => {
        await walkPath(page, model, path);
      });
    }
  });
}
