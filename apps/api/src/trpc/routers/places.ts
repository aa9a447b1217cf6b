import {
  ZCitySuggestInput,
  ZNearestCityInput,
  ZUpdateLocationInput,
  ZUsersWithDistanceInput,
  ZValidateCityInput,
} from '@nahbar/contracts';
import { nearest, suggest, validate } from '../../services/places/city-lookup';
import { listUsersWithDistance } from '../../services/places/list-users-with-distance';
import { updateLocation } from '../../services/places/update-location';
import { authedProcedure, publicProcedure, router } from '../trpc';

export const placesRouter = router({
  // Public: the registration form looks cities up before there is an account.
  suggest: publicProcedure.input(ZCitySuggestInput).query(({ input }) => suggest(input)),
  validate: publicProcedure.input(ZValidateCityInput).query(({ input }) => validate(input)),
  nearest: publicProcedure.input(ZNearestCityInput).query(({ input }) => nearest(input)),
  usersWithDistance: authedProcedure
    .input(ZUsersWithDistanceInput.optional())
    .query(({ ctx, input }) => listUsersWithDistance(ctx.deps, ctx.actor, input)),
  updateLocation: authedProcedure
    .input(ZUpdateLocationInput)
    .mutation(({ ctx, input }) => updateLocation(ctx.deps, ctx.actor, input)),
});
