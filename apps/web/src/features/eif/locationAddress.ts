import type { LocationDto } from '@onboard/contracts';

/** A location's address on one line (what a prefilled one lacks left out). */
export function locationAddress(
  l: Pick<LocationDto, 'address1' | 'address2' | 'city' | 'state' | 'zipCode'>,
): string {
  return [l.address1, l.address2, l.city, [l.state, l.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}
