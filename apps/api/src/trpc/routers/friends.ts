import {
  ZFriendRequestIdInput,
  ZRespondFriendRequestInput,
  ZSearchInput,
  ZUserIdInput,
} from '@nahbar/contracts';
import { cancelFriendRequest } from '../../services/friends/cancel-friend-request';
import { findMembers } from '../../services/friends/find-members';
import { friendshipStatus } from '../../services/friends/friendship-status';
import { listFriendRequests, listFriends } from '../../services/friends/list-friends';
import { removeFriend } from '../../services/friends/remove-friend';
import { respondFriendRequest } from '../../services/friends/respond-friend-request';
import { sendFriendRequest } from '../../services/friends/send-friend-request';
import { authedProcedure, router } from '../trpc';

export const friendsRouter = router({
  list: authedProcedure.query(({ ctx }) => listFriends(ctx.deps, ctx.actor)),
  requests: authedProcedure.query(({ ctx }) => listFriendRequests(ctx.deps, ctx.actor, 'received')),
  sentRequests: authedProcedure.query(({ ctx }) => listFriendRequests(ctx.deps, ctx.actor, 'sent')),
  status: authedProcedure
    .input(ZUserIdInput)
    .query(({ ctx, input }) => friendshipStatus(ctx.deps, ctx.actor, input)),
  find: authedProcedure
    .input(ZSearchInput)
    .query(({ ctx, input }) => findMembers(ctx.deps, ctx.actor, input)),
  send: authedProcedure
    .input(ZUserIdInput)
    .mutation(({ ctx, input }) => sendFriendRequest(ctx.deps, ctx.actor, input)),
  respond: authedProcedure
    .input(ZRespondFriendRequestInput)
    .mutation(({ ctx, input }) => respondFriendRequest(ctx.deps, ctx.actor, input)),
  cancel: authedProcedure
    .input(ZFriendRequestIdInput)
    .mutation(({ ctx, input }) => cancelFriendRequest(ctx.deps, ctx.actor, input)),
  remove: authedProcedure
    .input(ZUserIdInput)
    .mutation(({ ctx, input }) => removeFriend(ctx.deps, ctx.actor, input)),
});
