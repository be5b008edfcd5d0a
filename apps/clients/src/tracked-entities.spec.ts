import { describe, expect, test } from '@jest/globals';
import { CHANGE_LOG_ENTITIES } from '@onboard/contracts';
import { isTracked } from '@onboard/server-kit';
import { CLIENT_ENTITIES } from './entities.js';

describe('the entities of the audit trail', () => {
  // The web's entity filter offers CHANGE_LOG_ENTITIES: a class tracked without being listed there would be
  // in the trail but never filterable, and a listed one no longer tracked would always filter to nothing.
  test('are exactly the tracked classes of the clients service', () => {
    const tracked = CLIENT_ENTITIES.filter((entity) => isTracked(entity)).map((entity) => entity.name);
    expect([...tracked].sort()).toEqual([...CHANGE_LOG_ENTITIES].sort());
  });
});
