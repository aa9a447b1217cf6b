import {
  type TCity,
  type TValidateCityResult,
  ZCitySuggestInput,
  ZNearestCityInput,
  ZValidateCityInput,
} from '@nahbar/contracts';
import { parseInput } from '../../errors';
import { getGazetteer } from './gazetteer';
import { nearestCity } from './nearest-city';
import { suggestCities } from './suggest-cities';
import { validateCity } from './validate-city';

// City look-ups need no account: the registration form uses them before there is one.
// They read only the offline gazetteer; no request leaves the machine.

export async function suggest(rawInput: unknown): Promise<TCity[]> {
  const input = parseInput(ZCitySuggestInput, rawInput);
  return suggestCities(await getGazetteer(), input.q, input.limit);
}

export async function validate(rawInput: unknown): Promise<TValidateCityResult> {
  const input = parseInput(ZValidateCityInput, rawInput);
  return validateCity(await getGazetteer(), input.city);
}

/** The 'use my location' control: device position → the DACH town it lies in, or null abroad. */
export async function nearest(rawInput: unknown): Promise<TCity | null> {
  const input = parseInput(ZNearestCityInput, rawInput);
  return nearestCity(await getGazetteer(), input);
}
