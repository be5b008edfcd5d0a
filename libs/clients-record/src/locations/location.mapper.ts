import type { locationSchema } from '@onboard/contracts';
import type { z } from 'zod';
import type { Location } from './location.entity.js';

export type LocationDto = z.infer<typeof locationSchema>;

/** The location fields its DTO reads: a loaded entity, or a row of the client's detail query. */
export type LocationFields = Pick<
  Location,
  'id' | 'name' | 'address1' | 'address2' | 'city' | 'state' | 'zipCode' | 'locationType'
>;

export function toLocationDto(location: LocationFields): LocationDto {
  return {
    id: location.id,
    name: location.name,
    address1: location.address1,
    address2: location.address2 ?? null,
    city: location.city,
    state: location.state ?? null,
    zipCode: location.zipCode,
    locationType: location.locationType ?? null,
  };
}
