import { TEXT } from '@nahbar/contracts';
import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, registration, startTestDeps, uniqueName } from '../../../test/harness';
import type { Actor, AppDeps } from '../../deps';

describe.each(testDatabaseKinds())('places router on $name', (kind) => {
  let deps: AppDeps;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ deps, close } = await startTestDeps(kind));
  });
  afterAll(() => close());

  async function member(overrides: Record<string, unknown>): Promise<Actor> {
    const user = await callerFor(deps, null).caller.auth.register(registration(uniqueName('Pl'), overrides));
    const row = await usersQueries.findById(deps.db, user.id);
    if (!row) throw new Error('registered user not found');
    return row;
  }

  it('suggests, validates and names the town of a device position without an account', async () => {
    const { caller } = callerFor(deps, null);
    expect((await caller.places.suggest({ q: 'muenchen' }))[0]?.name).toBe('München');
    expect(await caller.places.validate({ city: 'Koeln' })).toMatchObject({
      isValid: true,
      suggestion: 'Köln',
    });
    expect(await caller.places.nearest({ latitude: 47.0707, longitude: 15.4395 })).toMatchObject({
      name: 'Graz',
      countryCode: 'AT',
      adminArea: 'Steiermark',
    });
    expect(await caller.places.nearest({ latitude: '48.8566', longitude: '2.3522' })).toBeNull();
  });

  it('refuses coordinates out of range', async () => {
    const { caller } = callerFor(deps, null);
    const error = await caller.places.nearest({ latitude: 91, longitude: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).message).toBe(TEXT.location.invalidCoordinates);
    await expect(caller.places.nearest({ latitude: 10, longitude: -180.5 })).rejects.toThrow(
      TEXT.location.invalidCoordinates,
    );
  });

  it('stores an updated location at the town, never at the precise position', async () => {
    const me = await member({ location: 'Berlin' });
    const { caller } = callerFor(deps, me);
    const named = await caller.places.updateLocation({
      location: 'Zürich',
      latitude: 47.41234,
      longitude: 8.48765,
    });
    expect(named).toEqual({ location: 'Zürich', latitude: 47.3667, longitude: 8.55 });
    const device = await caller.places.updateLocation({
      location: 'Höngg',
      latitude: '47.40123',
      longitude: '8.49876',
    });
    expect(device).toEqual({ location: 'Höngg', latitude: 47.3667, longitude: 8.55 });
    const row = await usersQueries.findById(deps.db, me.id);
    expect(row).toMatchObject({ location: 'Höngg', latitude: 47.3667, longitude: 8.55 });
  });

  it('needs a session for distances and location updates', async () => {
    const { caller } = callerFor(deps, null);
    await expect(caller.places.usersWithDistance()).rejects.toThrow(TEXT.auth.notSignedIn);
    await expect(caller.places.updateLocation({ location: 'Wien' })).rejects.toThrow(TEXT.auth.notSignedIn);
  });

  it('gives distances to others and follows a location update', async () => {
    const me = await member({ location: 'Hamburg' });
    const other = await member({ location: 'Wien' });
    const { caller } = callerFor(deps, me);
    const [before] = await caller.places.usersWithDistance({ userIds: [other.id] });
    // Hamburg–Wien: 742 km between the centres (743 between their grid cells).
    expect(before).toMatchObject({ id: other.id, distance: 743, distanceMode: 'straight_line' });
    expect(before).not.toHaveProperty('latitude');
    expect(before).not.toHaveProperty('longitude');

    await caller.places.updateLocation({ location: 'Graz' });
    const moved = await usersQueries.findById(deps.db, me.id);
    if (!moved) throw new Error('gone');
    const [after] = await callerFor(deps, moved).caller.places.usersWithDistance({ userIds: [other.id] });
    expect(after?.distance).toBe(144); // Graz–Wien, 145 km between the centres
  });
});
