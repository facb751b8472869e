/** Fixed local ports; firebase.json uses the same numbers. */
export const PROJECT_ID = 'demo-bookstore';
export const HOST = '127.0.0.1';
export const PORTS = { hosting: 5000, functions: 5001, firestore: 8080, auth: 9099, hub: 4400 } as const;
export const HOSTING_URL = `http://${HOST}:${PORTS.hosting}`;
export const FUNCTIONS_URL = `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api`;
