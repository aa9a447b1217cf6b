import { ZSearchInput } from '@nahbar/contracts';
import { searchMessages } from '../../services/search/search-messages';
import { searchRooms } from '../../services/search/search-rooms';
import { searchUsers } from '../../services/search/search-users';
import { authedProcedure, router } from '../trpc';

export const searchRouter = router({
  messages: authedProcedure
    .input(ZSearchInput)
    .query(({ ctx, input }) => searchMessages(ctx.deps, ctx.actor, input)),
  users: authedProcedure
    .input(ZSearchInput)
    .query(({ ctx, input }) => searchUsers(ctx.deps, ctx.actor, input)),
  rooms: authedProcedure
    .input(ZSearchInput)
    .query(({ ctx, input }) => searchRooms(ctx.deps, ctx.actor, input)),
});
