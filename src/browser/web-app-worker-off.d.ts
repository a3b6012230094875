interface ImportMetaEnv {
  /**
   * Set by a build with `WEB_APP_WORKER_OFF=1` (scripts/web-app-build.ts): that build ships the kill-switch
   * worker, and the page registers nothing, so the kill switch is not installed again after it has
   * removed itself.
   */
  readonly WEB_APP_WORKER_OFF?: boolean;
}
