import { gameMenuCall } from './games';
import { languageSetCall, permissionCall, statusCall } from './system';

export * from './call';
export * from './games';
export * from './system';

/** Every call by contract name: the names `fault=<call>:<kind>` accepts. */
export const calls = {
  status: statusCall,
  permission: permissionCall,
  languageSet: languageSetCall,
  gameMenu: gameMenuCall,
} as const;
export type CallName = keyof typeof calls;
export const callNames = Object.keys(calls) as CallName[];
