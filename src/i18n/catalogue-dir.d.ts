interface ImportMetaEnv {
  /** The folder of a build's catalogue files (vite.config.ts `catalogueFiles`). */
  readonly CATALOGUE_DIR: string;
}
