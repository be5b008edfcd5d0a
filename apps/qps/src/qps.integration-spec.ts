import { describeServiceBasics } from '@onboard/server-kit/testing';
import { qpsService } from './definition.js';

describeServiceBasics(qpsService);
