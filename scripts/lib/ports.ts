// The launcher's names for the local emulator constants, which live once in the domain package.
import { DEMO_PROJECT_ID, EMULATOR_HOST, EMULATOR_PORTS, LOCAL_URLS } from '@bookstore/domain';

export const PROJECT_ID = DEMO_PROJECT_ID;
export const HOST = EMULATOR_HOST;
export const PORTS = EMULATOR_PORTS;
export const HOSTING_URL = LOCAL_URLS.hosting;
