import { afterAll, afterEach } from '@jest/globals';
import { failOnGatewayMismatches } from './gatewayChecks.js';

// Every web test fails when the fake gateway (fakeGateway.ts) received a request the real gateway would refuse
// or answered what the real gateway could never send. A throw inside the fake's fetch would only look like a
// network error to the app, so the fake collects what it found and the test fails here, after it ran; a check
// that ends after a file's last test fails the file.
afterEach(failOnGatewayMismatches);
afterAll(failOnGatewayMismatches);
