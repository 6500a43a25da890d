import { IMPACTS } from '@klarsicht/contracts';
import { expect, it } from 'vitest';
import { IMPACT_ORDER } from './impacts';

it('lists the impacts of the contracts, most severe first', () => {
  expect([...IMPACT_ORDER]).toEqual([...IMPACTS]);
});
