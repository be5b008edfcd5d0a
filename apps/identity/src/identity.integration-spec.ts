import { describeServiceBasics } from '@onboard/server-kit/testing';
import { identityService } from './definition.js';

describeServiceBasics(identityService);
