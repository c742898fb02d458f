/** Signs the admin in once per run; the admin tests start from the saved state (ADMIN_STATE). */
import { test as setup } from "./support/test";
import { ADMIN_STATE, signInAsAdminThroughLogin } from "./support/admin";

setup("the admin signs in", async ({ page }) => {
  await signInAsAdminThroughLogin(page, true);
  await page.context().storageState({ path: ADMIN_STATE });
});
