import { describeServiceBasics } from '@onboard/server-kit/testing';
import { explorerService } from './definition.js';

describeServiceBasics(explorerService);
