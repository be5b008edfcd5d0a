import { describeServiceBasics } from '@onboard/server-kit/testing';
import { documentsService } from './definition.js';

describeServiceBasics(documentsService);
