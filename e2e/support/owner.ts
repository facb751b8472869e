export const E2E_OWNER = { username: 'e2e-owner', password: 'e2e owner password 1' };
