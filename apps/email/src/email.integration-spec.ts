import { describeServiceBasics } from '@onboard/server-kit/testing';
import { emailService } from './definition.js';

describeServiceBasics(emailService);
