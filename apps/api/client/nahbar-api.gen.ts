// Generated from the OpenAPI document (GET /api/openapi.json) by openapi-typescript.
// Do not edit: run `pnpm --filter @nahbar/api generate:client`.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server answers */
        get: operations["getApiHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether this instance can serve: its database, Redis (when configured) and photo store answer
         * @description For load balancers and orchestrators: 200 when every check passed, 503 with the same shape naming the failed check otherwise. Each check waits at most 2 s; probes arriving together share one round of checks. `/api/health` is the liveness check.
         */
        get: operations["getApiReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register, and be signed in (sets the session cookie) */
        post: operations["postApiAuthRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in (sets the session cookie) */
        post: operations["postApiAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out: ends the session and clears the cookie (signed out, answers success too) */
        post: operations["postApiAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["getApiAuthUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a username is still free */
        get: operations["getApiAuthCheckUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a password reset link by username or e-mail address (the same answer whether or not the account exists) */
        post: operations["postApiAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a mailed reset link (every session of the member ends) */
        post: operations["postApiAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify an e-mail address with its mailed link; 409 when another account verified it first */
        post: operations["postApiAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geocode/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the gazetteer knows a city, and its spelling */
        get: operations["getApiGeocodeValidate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geocode/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities starting with what was typed */
        get: operations["getApiGeocodeSuggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/with-distance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Other members with their distance to the caller (never coordinates) */
        get: operations["getApiUsersWithDistance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public rooms and the private rooms one belongs to */
        get: operations["getApiRooms"];
        put?: never;
        /** Create a room; its creator is its first member */
        post: operations["postApiRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room with its members */
        get: operations["getApiRoomsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a public room (or one invited to) */
        post: operations["postApiRoomsIdJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a room (a creator hands it on) */
        post: operations["postApiRoomsIdLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark the room read up to a message */
        put: operations["putApiRoomsIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{id}/notification-level": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** What the room notifies the member of */
        put: operations["putApiRoomsIdNotificationLevel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{roomId}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of the room’s history, newest first page; `after` leads to older ones */
        get: operations["getApiRoomsRoomIdMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rooms/{roomId}/messages/since": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The messages after a time (what a client missed while away) */
        get: operations["getApiRoomsRoomIdMessagesSince"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{messageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one’s own message (a tombstone stays) */
        delete: operations["deleteApiMessagesMessageId"];
        options?: never;
        head?: never;
        /** Edit one’s own message */
        patch: operations["patchApiMessagesMessageId"];
        trace?: never;
    };
    "/api/messages/{messageId}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove the link preview of one’s own message */
        delete: operations["deleteApiMessagesMessageIdPreview"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/{messageId}/reactions/{emoji}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Add one’s reaction to a message */
        put: operations["putApiMessagesMessageIdReactionsEmoji"];
        post?: never;
        /** Take back one’s reaction */
        delete: operations["deleteApiMessagesMessageIdReactionsEmoji"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/private-chat/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open a private chat with another member (or the one already open) */
        post: operations["postApiPrivateChatCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/private-chat/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Close a private chat: it then refuses new messages */
        delete: operations["deleteApiPrivateChatId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/private-chats/{roomId}/read-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How far the other member has read (when both have read receipts on) */
        get: operations["getApiPrivateChatsRoomIdReadReceipt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-data/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chat screen’s start data: private chats, rooms, unread counts, levels */
        get: operations["getApiChatDataUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search messages the member may see */
        get: operations["getApiSearchMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search users the member may see */
        get: operations["getApiSearchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search rooms the member may see */
        get: operations["getApiSearchRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A one-time URL to PUT a photo’s bytes to */
        post: operations["postApiPhotosUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/{photoId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After a direct (S3) upload: process the photo now, to hear of a refused file before sending */
        post: operations["postApiPhotosPhotoIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/photos/upload/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The local store’s upload URL: the photo’s bytes as the body, its image type as Content-Type */
        put: operations["putApiPhotosUploadToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A photo’s bytes, for members who may see it */
        get: operations["getPhotosPhotoId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/link-previews/{previewId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A link preview’s image, as the server re-encoded it */
        get: operations["getLinkPreviewsPreviewId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/photos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s profile photos, as far as their privacy lets the caller see */
        get: operations["getApiUsersIdPhotos"];
        put?: never;
        /** Add an uploaded photo to one’s profile */
        post: operations["postApiUsersIdPhotos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/photos/{photoId}/primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Make a profile photo the primary one */
        put: operations["putApiUsersIdPhotosPhotoIdPrimary"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/photos/{photoId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a profile photo */
        delete: operations["deleteApiUsersIdPhotosPhotoId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/friend-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Friend requests the member received */
        get: operations["getApiUsersIdFriendRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sent-friend-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Friend requests the member sent */
        get: operations["getApiUsersIdSentFriendRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/friends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s friends */
        get: operations["getApiUsersIdFriends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/friendship-status/{otherId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the member stands with another */
        get: operations["getApiUsersIdFriendshipStatusOtherId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friend-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask another member to be friends (accepts theirs if they asked first) */
        post: operations["postApiFriendRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friend-requests/{requestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept or decline a friend request */
        put: operations["putApiFriendRequestsRequestId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/friend-requests/{requestId}/cancel/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take back a friend request one sent */
        delete: operations["deleteApiFriendRequestsRequestIdCancelUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/friends/{friendId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a friendship */
        delete: operations["deleteApiUsersIdFriendsFriendId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/privacy-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s privacy settings */
        get: operations["getApiUsersIdPrivacySettings"];
        /** Change privacy settings */
        put: operations["putApiUsersIdPrivacySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/blocked-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members the member blocked */
        get: operations["getApiUsersIdBlockedUsers"];
        put?: never;
        /** Block a member */
        post: operations["postApiUsersIdBlockedUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/blocked-users/{blockedId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Lift a block */
        delete: operations["deleteApiUsersIdBlockedUsersBlockedId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a member (optionally a message of theirs) to the moderators */
        post: operations["postApiReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s profile with photos, for the settings page */
        get: operations["getApiUsersIdProfileSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one’s profile */
        put: operations["putApiUsersIdProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change one’s password (other sessions end) */
        put: operations["putApiUsersIdPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s verified e-mail address and one waiting for its link */
        get: operations["getApiUsersIdEmail"];
        /** Ask to use an e-mail address (the current password confirms it); it gets a verification link */
        put: operations["putApiUsersIdEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s signed-in devices */
        get: operations["getApiUsersIdSessions"];
        put?: never;
        post?: never;
        /** Sign out every other device */
        delete: operations["deleteApiUsersIdSessions"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/sessions/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out one device */
        delete: operations["deleteApiUsersIdSessionsHandle"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/export-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s data as one JSON file (a download) */
        get: operations["getApiUsersIdExportData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/export-data.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The same export with the member’s photo files, as a ZIP */
        get: operations["getApiUsersIdExportDataZip"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Erase one’s account (clears the cookie) */
        delete: operations["deleteApiUsersIdAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/cookie-consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s cookie choice (null until made) */
        get: operations["getApiUsersIdCookieConsent"];
        /** Record the cookie choice (as it is, or wrapped as `{ consent }`) */
        put: operations["putApiUsersIdCookieConsent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s notifications, newest first */
        get: operations["getApiUsersIdNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications are unread */
        get: operations["getApiUsersIdNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: operations["putApiNotificationsIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark every notification read */
        put: operations["putApiUsersIdNotificationsRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s notification settings */
        get: operations["getApiUsersIdNotificationSettings"];
        /** Change notification settings (the nested shape or the flat one) */
        put: operations["putApiUsersIdNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The key browsers subscribe to Web Push with */
        get: operations["getApiPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/push-subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s browsers notified by Web Push */
        get: operations["getApiUsersIdPushSubscriptions"];
        put?: never;
        /** Subscribe this browser to Web Push */
        post: operations["postApiUsersIdPushSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/push-subscriptions/{subscriptionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End a browser’s Web Push subscription */
        delete: operations["deleteApiUsersIdPushSubscriptionsSubscriptionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off the e-mails a mailed unsubscribe link names
         * @description The token comes from a mail: in a JSON body `{token}` (the `/unsubscribe` page), or in the query as the mail’s `List-Unsubscribe` header names it, with the form body `List-Unsubscribe=One-Click` that mail programs send (RFC 8058; `multipart/form-data` is taken too). No session and no `Origin` header are needed: the token is the proof. The switch it names goes off; a link used before and not expired answers the same again. An unknown or expired token answers 400 `email.linkInvalid`. Limited per address.
         */
        post: operations["postApiMailUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The dashboard’s figures
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/moderation-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The open reports, grouped by member
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminModerationData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members, searched by name and paged
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One member in detail: profile, reports, history, recent messages
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminUsersId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The named rooms
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminRooms"];
        put?: never;
        /**
         * Create a public room
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminRooms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/rooms/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a room with its messages
         * @description Administrators only: a member’s call answers 403.
         */
        delete: operations["deleteApiAdminRoomsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/block-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mute a member: they read but cannot write
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminBlockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unblock-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a mute
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminUnblockUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ban-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban a member: their sessions end
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminBanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/unban-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a ban
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminUnbanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/warn-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Warn a member
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminWarnUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Decide a report
         * @description Administrators only: a member’s call answers 403.
         */
        put: operations["putApiAdminReportsId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a message (members see a tombstone)
         * @description Administrators only: a member’s call answers 403.
         */
        delete: operations["deleteApiAdminMessagesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/purge-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a member’s messages of the last hours
         * @description Administrators only: a member’s call answers 403.
         */
        post: operations["postApiAdminPurgeMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log of administrator actions
         * @description Administrators only: a member’s call answers 403.
         */
        get: operations["getApiAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document: the REST paths as OpenAPI 3.1 */
        get: operations["getApiOpenapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The `/ws` protocol as AsyncAPI 3 */
        get: operations["getApiAsyncapiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The API reference page (renders this document) */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reference page’s scripts, served by the app itself */
        get: operations["getApiDocsAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description The server answers. */
        Health: {
            /** @constant */
            status: "ok";
        };
        /** @description Whether this instance can serve: the checks of its dependencies, each within 2 s. */
        Readiness: {
            /** @description Every check passed (200); otherwise the answer is 503. */
            ready: boolean;
            checks: {
                /**
                 * @description The database answered `select 1`.
                 * @enum {string}
                 */
                database: "ok" | "failed" | "timeout";
                /**
                 * @description The photo store is reachable (its directory, or its bucket).
                 * @enum {string}
                 */
                photos: "ok" | "failed" | "timeout";
                /**
                 * @description Redis answered PING; only with `REDIS_URL`.
                 * @enum {string}
                 */
                redis?: "ok" | "failed" | "timeout";
            };
            /**
             * @description The instance is shutting down (SIGTERM): it finishes what it has and takes nothing new, so the answer is 503 whatever the checks say.
             * @constant
             */
            draining?: true;
        };
        /** @description The signed-in user's own record. */
        SessionUser: {
            id: string;
            username: string;
            displayName: string;
            gender: string;
            age: number | null;
            location: string | null;
            avatar: string | null;
            bio: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            isOnline: boolean;
            primaryPhoto: {
                photoUrl: string;
            } | null;
            /** @enum {string} */
            genderPreference: "all" | "male" | "female" | "non-binary" | "other";
            ageMin: number;
            ageMax: number;
            createdAt: string;
            /**
             * @description Whether the member's location has a position (a city the app knows, or a device position): without one no distances to others can be shown. Absent in copies stored before it existed.
             * @default true
             */
            locationKnown: boolean;
            /**
             * @description The language the member chose on any device; null until they choose.
             * @default null
             */
            locale: ("de" | "en") | null;
        };
        /** @description The JSON body of every non-2xx answer. */
        ErrorBody: {
            /** @description A short word for the status: `Bad Request`, `Unauthorized`… */
            error: string;
            /** @description English wording, for clients that show it as it is. */
            message: string;
            text?: components["schemas"]["TextRef"];
            /** @description Set on a refused sign-in of a banned member. */
            isBanned?: boolean;
            /** @description With `isBanned: true`: the ban’s reason and end (null: until lifted). */
            ban?: {
                reason: string | null;
                until: string | null;
            };
            /** @description On 429: whole seconds to wait, as the `Retry-After` header says too. */
            retryAfter?: number;
        };
        /** @description A text by catalogue key, for clients that render their member’s language. */
        TextRef: {
            /** @description A key of the text catalogue, e.g. `chat.roomNotFound`. */
            key: string;
            /** @description The values the text names, in order. */
            params: (string | number | boolean)[];
        };
        /** @description Done; nothing more to tell. */
        Success: {
            /** @constant */
            success: true;
        };
        VerifiedEmail: {
            /** @constant */
            success: true;
            /** @description The address now verified. */
            email: string;
        };
        /** @description `GET /api/geocode/validate?city=` (accounts spec §7). */
        ValidateCityResult: {
            isValid: boolean;
            /** @description The gazetteer's spelling of the city meant (exact match, alias, prefix or close typo). */
            suggestion: string | null;
            formattedAddress: string | null;
            country: string | null;
            countryCode: ("DE" | "AT" | "CH") | null;
            latitude: number | null;
            longitude: number | null;
            message: string;
        };
        /** @description A city of the gazetteer (accounts spec §5, "City lookup result"). */
        City: {
            name: string;
            /** @description Country name in English, e.g. `Germany`. */
            country: string;
            /** @enum {string} */
            countryCode: "DE" | "AT" | "CH";
            /** @description State (Land, Bundesland) or canton. */
            adminArea: string;
            latitude: number;
            longitude: number;
            population: number;
        };
        /** @description Another member with the distance to the caller: never coordinates (design: privacy by default). */
        UserWithDistance: {
            id: string;
            username: string;
            displayName: string;
            gender: string;
            age: number | null;
            location: string | null;
            avatar: string | null;
            bio: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            isOnline: boolean;
            primaryPhoto: {
                photoUrl: string;
            } | null;
            /** @description Kilometres, rounded; null when either side has no location or hides it. */
            distance: number | null;
            /** @description Minutes of driving; null for straight-line distances. */
            duration: number | null;
            distanceMode: ("driving" | "straight_line") | null;
        };
        /** @description A room in the sidebar list: public rooms and the private rooms one belongs to. Member lists of big public rooms would bloat it, so it carries a count and the caller's own membership instead; `rooms.get` has the members. */
        RoomListItem: {
            id: string;
            name: string;
            description: string | null;
            isPrivate: boolean;
            createdBy: string | null;
            createdAt: string;
            /** @description A seeded public room's stable key ('lobby', ...; SEED_PUBLIC_ROOMS): clients show its description from their catalogue. Null for other rooms; absent from older servers. */
            seedKey?: string | null;
            memberCount: number;
            isMember: boolean;
        };
        /** @description A room with its members (chat spec §3, "Room"); direct chats add isDirect and closedAt. */
        Room: {
            id: string;
            name: string;
            description: string | null;
            isPrivate: boolean;
            isDirect: boolean;
            /** @description Set once a private chat is closed; it then refuses new messages. */
            closedAt: string | null;
            memberIds: string[];
            createdBy: string | null;
            createdAt: string;
            /** @description A seeded public room's stable key ('lobby', ...; SEED_PUBLIC_ROOMS): clients show its description from their catalogue. Null for other rooms; absent from older servers. */
            seedKey?: string | null;
            members: components["schemas"]["PublicUser"][];
        };
        /** @description Another member as anyone may see them: never coordinates, e-mail or settings. */
        PublicUser: {
            id: string;
            username: string;
            displayName: string;
            gender: string;
            age: number | null;
            location: string | null;
            avatar: string | null;
            bio: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            isOnline: boolean;
            primaryPhoto: {
                photoUrl: string;
            } | null;
        };
        /** @description Items oldest first; `nextCursor` leads to older messages, `prevCursor` to newer ones. */
        MessagePage: {
            items: components["schemas"]["Message"][];
            nextCursor: string | null;
            prevCursor: string | null;
            hasMore: boolean;
        };
        /** @description The message DTO of the design's wire decisions. */
        Message: {
            id: string;
            roomId: string;
            userId: string;
            sequenceId: number;
            content: string;
            createdAt: string;
            /** @enum {string} */
            messageType: "text" | "photo";
            photoUrl: string | null;
            photoFileName: string | null;
            mentionedUserIds: string[];
            clientMessageId?: string | null;
            /** @description Ours: removed by a moderator; its words and photo are gone, its place in the room stays. */
            removed?: boolean;
            /** @description Ours: the tombstone is the sender's own deletion, not a moderator's removal. */
            removedBySender?: boolean;
            /** @description Ours: when the sender last edited the text (ISO); absent or null when never. */
            editedAt?: string | null;
            /** @description Ours: the message this one answers. */
            replyTo?: components["schemas"]["ReplyQuote"] | null;
            /** @description Ours: reactions as the reader may see them (history pages); a live `new_message` has none yet, and `reaction_changed` events move the counts on. */
            reactions?: components["schemas"]["ReactionSummary"][];
            /** @description Ours: the preview of the first web link in the text, once the server has read the page. */
            linkPreview?: components["schemas"]["LinkPreview"] | null;
            user: {
                id: string;
                displayName: string;
                username: string;
                gender: string;
                avatar: string | null;
                primaryPhoto: {
                    photoUrl: string;
                } | null;
            };
        };
        /** @description What a reply shows of the message it answers (ours), as that message is now. */
        ReplyQuote: {
            id: string;
            /** @description Null when the answered message is gone altogether (its author's account was erased). */
            userId: string | null;
            displayName: string | null;
            /** @description The first characters of its text; '' for a photo without caption, or once it is gone. */
            excerpt: string;
            isPhoto: boolean;
            /** @description Deleted by its sender, removed by a moderator, or erased. */
            removed: boolean;
        };
        /** @description One emoji on a message (ours): how many reacted, and the first of them by name. */
        ReactionSummary: {
            emoji: string;
            count: number;
            users: {
                id: string;
                displayName: string;
            }[];
        };
        /** @description What a message shows of the first web link in it, as the server read the page. */
        LinkPreview: {
            url: string;
            title: string | null;
            description: string | null;
            siteName: string | null;
            /** @description Our own `/link-previews/<id>` URL, never the site's. */
            imageUrl: string | null;
        };
        MessageList: {
            items: components["schemas"]["Message"][];
        };
        /** @description `POST /api/private-chat/create` (design: wire decisions, Lists). */
        PrivateChatCreated: {
            room: components["schemas"]["Room"];
            otherUser: components["schemas"]["PublicUser"];
        };
        /** @description How far the other member of a private chat has read: null unless both members turned read receipts on and no block lies between them. */
        ReadReceipt: {
            sequenceId: number | null;
        };
        ChatData: {
            privateRooms: components["schemas"]["PrivateChat"][];
            rooms: components["schemas"]["RoomListItem"][];
            /** @description Ours: only rooms and chats with something unread. */
            unread: components["schemas"]["Unread"][];
            /** @description Ours: rooms and chats the member set to notify of less than everything. */
            notificationLevels: {
                roomId: string;
                /** @enum {string} */
                level: "all" | "mentions" | "nothing";
            }[];
            /**
             * Format: date-time
             * @description Ours: the server time just before this was read. Passed to `live.activity` as `since`, so a message written before the stream began still moves the counts.
             */
            asOf: string;
        };
        /** @description An open private chat as the sidebar shows it (chat spec §3); `id` is the room's id. */
        PrivateChat: {
            id: string;
            participant1Id: string;
            participant2: components["schemas"]["PublicUser"];
            roomId: string;
            createdAt: string;
        };
        /** @description Messages of others since the member last read a room or chat (ours), up to 100. */
        Unread: {
            roomId: string;
            count: number;
            mentioned: boolean;
        };
        MessageSearchResult: {
            id: string;
            roomId: string;
            sequenceId: number;
            content: string;
            /** @enum {string} */
            messageType: "text" | "photo";
            createdAt: string;
            room: {
                id: string;
                name: string;
                isPrivate: boolean;
                isDirect: boolean;
            };
            user: {
                id: string;
                username: string;
                displayName: string;
                gender: string;
                bio: string | null;
                primaryPhoto: {
                    photoUrl: string;
                } | null;
            };
        };
        RoomSearchResult: {
            id: string;
            name: string;
            description: string | null;
            /** @description A seeded room's key: clients show its description from their catalogue (as in rooms.list). */
            seedKey?: string | null;
            isPrivate: boolean;
            memberCount: number;
        };
        /** @description `{ uploadURL }` as the wire decisions name it, plus the photo's own id and its lasting URL (`/photos/<id>`), which is what a message or a profile should refer to. */
        UploadUrlResult: {
            uploadURL: string;
            photoId: string;
            photoUrl: string;
            expiresAt: string;
        };
        /** @description A processed photo: what `photos.complete` answers. */
        Photo: {
            id: string;
            photoUrl: string;
            thumbnailUrl: string;
            fileName: string;
            /** @enum {string} */
            contentType: "image/jpeg" | "image/png" | "image/webp";
            width: number;
            height: number;
            bytes: number;
        };
        /** @description A profile photo (accounts spec §3, "Photo"). */
        ProfilePhoto: {
            id: string;
            photoUrl: string;
            fileName: string;
            isPrimary: boolean;
            uploadedAt: string;
        };
        FriendRequest: {
            id: string;
            createdAt: string;
            sender: components["schemas"]["FriendListUser"];
            receiver: components["schemas"]["FriendListUser"];
        };
        /** @description A member as lists of friends and requests show them (accounts spec §3: username, primaryPhoto). */
        FriendListUser: {
            id: string;
            username: string;
            displayName: string;
            gender: string;
            primaryPhoto: {
                photoUrl: string;
            } | null;
            isOnline: boolean;
        };
        /** @description `id` is the friendship's id. */
        Friend: {
            id: string;
            createdAt: string;
            friend: components["schemas"]["FriendListUser"];
        };
        PrivacySettings: {
            /** @enum {string} */
            profileVisibility: "public" | "friends" | "private";
            showOnlineStatus: boolean;
            showLastSeen: boolean;
            showAge: boolean;
            showLocation: boolean;
            showPhotosToStrangers: boolean;
            discoverableInSearch: boolean;
            allowMentions: boolean;
            /** @enum {string} */
            allowDirectMessages: "everyone" | "friends" | "nobody";
            /** @description Read receipts in private chats: shown only when both members turned them on. */
            readReceipts: boolean;
            /** @description Photos a non-friend sends in a private chat show blurred until the member taps them. */
            blurStrangerPhotos: boolean;
        };
        /** @description Accounts spec §3: a blocked-user entry. */
        BlockedUser: {
            id: string;
            blockedId: string;
            blockedAt: string;
            reason: string | null;
            blockedUser: {
                displayName: string;
                username: string;
            };
        };
        /** @description `GET /api/users/{id}/profile-settings` (accounts spec §3: profile-settings response). */
        ProfileSettings: {
            user: components["schemas"]["SessionUser"];
            photos: components["schemas"]["ProfilePhoto"][];
            primaryPhoto: components["schemas"]["ProfilePhoto"] | null;
            blockedUsers: components["schemas"]["BlockedUser"][];
        };
        EmailStatus: {
            /** @description The verified address; null when none. */
            email: string | null;
            /** @description An address waiting for its verification link to be opened. */
            pendingEmail: string | null;
        };
        /** @description One of the member's signed-in devices (ours: the account tab's list of active sessions). The session id itself is the secret in the cookie and never leaves the server: `handle` names the session without giving it away. Browser and system are plain product names or null. */
        ActiveSession: {
            handle: string;
            browser: string | null;
            os: string | null;
            signedInAt: string;
            lastUsedAt: string;
            current: boolean;
        };
        /** @description Everything the server holds about the member, as one JSON document. */
        DataExport: {
            exportedAt: string;
        } & {
            [key: string]: unknown;
        };
        StoredCookieConsent: {
            /** @constant */
            necessary: true;
            functional: boolean;
            analytics: boolean;
            marketing: boolean;
            consentedAt: string;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            type: "friend_request" | "friend_accepted" | "mention" | "private_chat_request" | "private_message" | "room_invite" | "moderation" | "system";
            title: string;
            body: string | null;
            data: {
                roomId?: string;
                fromUserId?: string;
                messageId?: string;
                requestId?: string;
                fromName?: string;
                roomName?: string;
            };
            /** @enum {string} */
            priority: "normal" | "high" | "urgent";
            read: boolean;
            createdAt: string;
        };
        /** @description The settings tab's shape (accounts spec §3 "Notification settings"); the REST shim answers it. */
        NotificationSettings: {
            enableNotifications: boolean;
            soundEnabled: boolean;
            vibrationEnabled: boolean;
            quietHours: {
                enabled: boolean;
                startTime: string;
                endTime: string;
            };
            notifications: {
                newMessages: boolean;
                mentions: boolean;
                reactions: boolean;
                friendRequests: boolean;
                photoLikes: boolean;
                profileViews: boolean;
                newMatches: boolean;
                roomInvites: boolean;
                systemUpdates: boolean;
                securityAlerts: boolean;
            };
            emailNotifications: {
                dailySummary: boolean;
                weeklyHighlights: boolean;
                importantUpdates: boolean;
                securityAlerts: boolean;
            };
            /** @description Ours: the time zone the member's browser last reported; quiet hours are read in it. */
            timeZone: string | null;
        };
        /** @description A notified browser as its member sees it in the settings tab. */
        PushDevice: {
            id: string;
            /** @description 'Firefox on Windows', from the browser's user agent when it subscribed. */
            browser: string | null;
            os: string | null;
            /** @description The push service's address: the client tells its own subscription by it. */
            endpoint: string;
            createdAt: string;
            lastUsedAt: string | null;
        };
        UnsubscribeResult: {
            /** @constant */
            success: true;
            /** @enum {string} */
            switch: "dailySummary" | "weeklyHighlights" | "importantUpdates" | "securityAlerts";
        };
        AdminStats: {
            totalReports: number;
            activeUsers: number;
            totalMembers: number;
            newMembers7d: number;
            onlineNow: number;
            openReports: number;
            activeBans: number;
            activeMutes: number;
            /** @description Messages per hour over the last 24 hours, oldest first, 24 entries. */
            messagesPerHour: {
                hour: string;
                count: number;
            }[];
        };
        ModerationData: {
            reports: components["schemas"]["QueuedReport"][];
            counts: {
                pending: number;
                reviewed: number;
                resolved: number;
                dismissed: number;
            };
        };
        /** @description One open report in the moderation queue. */
        QueuedReport: {
            id: string;
            status: string;
            reason: string;
            description: string | null;
            reportedAt: string;
            reviewedAt: string | null;
            adminNotes: string | null;
            reporter: {
                id: string;
                username: string;
            } | null;
            reported: {
                id: string;
                username: string;
                isBanned: boolean;
                isMuted: boolean;
            } | null;
            /** @description Open reports against the same member, this one included. */
            openAgainstReported: number;
            message: {
                id: string;
                roomId: string;
                content: string;
                photoUrl: string | null;
            } | null;
            /** @description The messages the reporter agreed to hand over, as they were when reported. */
            evidence: {
                messageId: string;
                authorUsername: string;
                content: string;
                photoUrl: string | null;
                sentAt: string;
            }[];
        };
        AdminUsersPage: {
            users: components["schemas"]["AdminUser"][];
            total: number;
            page: number;
            pageSize: number;
        };
        /** @description A member as the admin list shows them. */
        AdminUser: {
            id: string;
            username: string;
            displayName: string;
            gender: string | null;
            location: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            isBanned: boolean;
            isOnline: boolean;
            lastSeen: string | null;
            createdAt: string;
            /** @enum {string} */
            status: "active" | "warned" | "muted" | "banned";
            /** @description When the current mute or ban ends by itself; null when permanent or none. */
            statusUntil: string | null;
        };
        AdminUserDetail: {
            user: {
                id: string;
                username: string;
                displayName: string;
                gender: string | null;
                location: string | null;
                /** @enum {string} */
                role: "user" | "admin";
                isBanned: boolean;
                isOnline: boolean;
                lastSeen: string | null;
                createdAt: string;
                /** @enum {string} */
                status: "active" | "warned" | "muted" | "banned";
                /** @description When the current mute or ban ends by itself; null when permanent or none. */
                statusUntil: string | null;
                age: number;
                bio: string | null;
                banReason: string | null;
            };
            reportsAgainst: {
                id: string;
                reason: string;
                description: string | null;
                status: string;
                reportedAt: string;
            }[];
            reportsFiled: {
                id: string;
                reason: string;
                description: string | null;
                status: string;
                reportedAt: string;
            }[];
            history: components["schemas"]["AuditEntry"][];
            /** @description In named rooms only: private chats are the two members’ own. */
            recentMessages: {
                id: string;
                roomId: string;
                roomName: string;
                content: string;
                createdAt: string;
            }[];
        };
        /** @description One administrator action of the audit log. */
        AuditEntry: {
            id: string;
            adminId: string | null;
            adminName: string | null;
            action: string;
            targetUserId: string | null;
            targetName: string | null;
            targetRoomId: string | null;
            targetReportId: string | null;
            reason: string | null;
            createdAt: string;
        };
        /** @description A named room as the admin’s table shows it. */
        AdminRoom: {
            id: string;
            name: string;
            description: string | null;
            isPrivate: boolean;
            createdAt: string;
            memberCount: number;
        };
    };
    responses: {
        /** @description The input breaks a rule of its schema; `text` names the rule’s catalogue text. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Bad Request",
                 *       "message": "Room name is required",
                 *       "text": {
                 *         "key": "chat.roomNameRequired",
                 *         "params": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Refused: an id naming someone else, a member’s call to an admin route, a blocked or muted member, or (every method but GET) an `Origin` header that is not the app’s own (`error: "Foreign Origin"`). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Forbidden",
                 *       "message": "You are not allowed to do that",
                 *       "text": {
                 *         "key": "auth.forbidden",
                 *         "params": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Conflicts with what is there: a name already taken, a step already done. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Conflict",
                 *       "message": "A room with this name already exists",
                 *       "text": {
                 *         "key": "chat.roomAlreadyExists",
                 *         "params": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description The body is over its cap (1 MiB of JSON; a photo over its photo cap). */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Payload Too Large",
                 *       "message": "Request body is too large"
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Over a rate limit: wait the `Retry-After` seconds (also `retryAfter` in the body). */
        TooManyRequests: {
            headers: {
                /** @description Whole seconds to wait before trying again. */
                "retry-after": string;
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Too Many Requests",
                 *       "message": "You're going a bit fast. Please wait 30 seconds and try again.",
                 *       "text": {
                 *         "key": "limits.tooFast",
                 *         "params": [
                 *           30
                 *         ]
                 *       },
                 *       "retryAfter": 30
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description No valid session cookie (none, expired, ended, or the member is banned). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Unauthorized",
                 *       "message": "Please sign in first",
                 *       "text": {
                 *         "key": "auth.notSignedIn",
                 *         "params": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
        /** @description Nothing of that id the caller may see (what exists but is not theirs answers the same). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": "Not Found",
                 *       "message": "Room not found",
                 *       "text": {
                 *         "key": "chat.roomNotFound",
                 *         "params": []
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ErrorBody"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getApiHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getApiReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ready": true,
                     *       "checks": {
                     *         "database": "ok",
                     *         "photos": "ok",
                     *         "redis": "ok"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description A check failed or did not answer in time. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ready": false,
                     *       "checks": {
                     *         "database": "timeout",
                     *         "photos": "ok",
                     *         "redis": "ok"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    postApiAuthRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "anna_k",
                 *       "password": "a long secret",
                 *       "confirmPassword": "a long secret",
                 *       "age": 29,
                 *       "gender": "female",
                 *       "location": "Berlin"
                 *     }
                 */
                "application/json": {
                    username: string;
                    displayName?: string;
                    password: string;
                    confirmPassword: string;
                    age: number | string;
                    /** @enum {string} */
                    gender: "male" | "female" | "non-binary" | "other";
                    location: string;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    avatar?: string | null;
                    email?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *       "username": "anna_k",
                     *       "displayName": "Anna",
                     *       "gender": "female",
                     *       "age": 29,
                     *       "location": "Berlin",
                     *       "avatar": null,
                     *       "bio": null,
                     *       "role": "user",
                     *       "isOnline": true,
                     *       "primaryPhoto": null,
                     *       "genderPreference": "all",
                     *       "ageMin": 18,
                     *       "ageMax": 99,
                     *       "createdAt": "2026-05-01T17:55:00.000Z",
                     *       "locationKnown": true,
                     *       "locale": null
                     *     }
                     */
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "anna_k",
                 *       "password": "a long secret"
                 *     }
                 */
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *       "username": "anna_k",
                     *       "displayName": "Anna",
                     *       "gender": "female",
                     *       "age": 29,
                     *       "location": "Berlin",
                     *       "avatar": null,
                     *       "bio": null,
                     *       "role": "user",
                     *       "isOnline": true,
                     *       "primaryPhoto": null,
                     *       "genderPreference": "all",
                     *       "ageMin": 18,
                     *       "ageMax": 99,
                     *       "createdAt": "2026-05-01T17:55:00.000Z",
                     *       "locationKnown": true,
                     *       "locale": null
                     *     }
                     */
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getApiAuthUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getApiAuthCheckUsername: {
        parameters: {
            query?: {
                username?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "available": true
                     *     }
                     */
                    "application/json": {
                        available: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    postApiAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "login": "anna_k"
                 *     }
                 */
                "application/json": {
                    /** @description The username or the verified e-mail address of the account. */
                    login: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "c2VjcmV0LXRva2VuLWZyb20tdGhlLW1haWw",
                 *       "password": "a new long secret",
                 *       "confirmPassword": "a new long secret"
                 *     }
                 */
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "c2VjcmV0LXRva2VuLWZyb20tdGhlLW1haWw"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "email": "anna@example.org"
                     *     }
                     */
                    "application/json": components["schemas"]["VerifiedEmail"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiGeocodeValidate: {
        parameters: {
            query: {
                city: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ValidateCityResult"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getApiGeocodeSuggest: {
        parameters: {
            query: {
                q: string;
                limit?: number | string;
                /** @description Another name for `q`. */
                city?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["City"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getApiUsersWithDistance: {
        parameters: {
            query?: {
                /** @description Comma-separated member ids; all when absent. */
                userIds?: string;
                limit?: number;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserWithDistance"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example [
                     *       {
                     *         "id": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *         "name": "Book club",
                     *         "description": "Monthly reads",
                     *         "isPrivate": false,
                     *         "createdBy": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *         "createdAt": "2026-05-01T18:00:00.000Z",
                     *         "seedKey": null,
                     *         "memberCount": 1,
                     *         "isMember": true
                     *       }
                     *     ]
                     */
                    "application/json": components["schemas"]["RoomListItem"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    postApiRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Book club",
                 *       "description": "Monthly reads",
                 *       "isPrivate": false
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @description Optional; blank means none. */
                    description?: string | null;
                    /** @default false */
                    isPrivate?: boolean;
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    createdBy?: string;
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *       "name": "Book club",
                     *       "description": "Monthly reads",
                     *       "isPrivate": false,
                     *       "isDirect": false,
                     *       "closedAt": null,
                     *       "memberIds": [
                     *         "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f"
                     *       ],
                     *       "createdBy": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *       "createdAt": "2026-05-01T18:00:00.000Z",
                     *       "seedKey": null,
                     *       "members": [
                     *         {
                     *           "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *           "username": "anna_k",
                     *           "displayName": "Anna",
                     *           "gender": "female",
                     *           "age": 29,
                     *           "location": "Berlin",
                     *           "avatar": null,
                     *           "bio": null,
                     *           "role": "user",
                     *           "isOnline": true,
                     *           "primaryPhoto": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiRoomsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *       "name": "Book club",
                     *       "description": "Monthly reads",
                     *       "isPrivate": false,
                     *       "isDirect": false,
                     *       "closedAt": null,
                     *       "memberIds": [
                     *         "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f"
                     *       ],
                     *       "createdBy": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *       "createdAt": "2026-05-01T18:00:00.000Z",
                     *       "seedKey": null,
                     *       "members": [
                     *         {
                     *           "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *           "username": "anna_k",
                     *           "displayName": "Anna",
                     *           "gender": "female",
                     *           "age": 29,
                     *           "location": "Berlin",
                     *           "avatar": null,
                     *           "bio": null,
                     *           "role": "user",
                     *           "isOnline": true,
                     *           "primaryPhoto": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiRoomsIdJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    userId?: string;
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    createdBy?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *       "name": "Book club",
                     *       "description": "Monthly reads",
                     *       "isPrivate": false,
                     *       "isDirect": false,
                     *       "closedAt": null,
                     *       "memberIds": [
                     *         "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f"
                     *       ],
                     *       "createdBy": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *       "createdAt": "2026-05-01T18:00:00.000Z",
                     *       "seedKey": null,
                     *       "members": [
                     *         {
                     *           "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *           "username": "anna_k",
                     *           "displayName": "Anna",
                     *           "gender": "female",
                     *           "age": 29,
                     *           "location": "Berlin",
                     *           "avatar": null,
                     *           "bio": null,
                     *           "role": "user",
                     *           "isOnline": true,
                     *           "primaryPhoto": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Room"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiRoomsIdLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiRoomsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sequenceId: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lastReadSequence: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiRoomsIdNotificationLevel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    level: "all" | "mentions" | "nothing";
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        roomId: string;
                        /** @enum {string} */
                        level: "all" | "mentions" | "nothing";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiRoomsRoomIdMessages: {
        parameters: {
            query?: {
                /** @description A cursor from an earlier page. */
                after?: string | null;
                limit?: number | string;
            };
            header?: never;
            path: {
                /** @description A room or private chat. */
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "roomId": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *           "userId": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *           "sequenceId": 42,
                     *           "content": "Hello, neighbours!",
                     *           "createdAt": "2026-05-01T18:30:00.000Z",
                     *           "messageType": "text",
                     *           "photoUrl": null,
                     *           "photoFileName": null,
                     *           "mentionedUserIds": [],
                     *           "clientMessageId": "c-1",
                     *           "user": {
                     *             "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *             "displayName": "Anna",
                     *             "username": "anna_k",
                     *             "gender": "female",
                     *             "avatar": null,
                     *             "primaryPhoto": null
                     *           },
                     *           "reactions": []
                     *         }
                     *       ],
                     *       "nextCursor": null,
                     *       "prevCursor": null,
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiRoomsRoomIdMessagesSince: {
        parameters: {
            query: {
                timestamp: string;
                limit?: number | string;
            };
            header?: never;
            path: {
                /** @description A room or private chat. */
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "items": [
                     *         {
                     *           "id": "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
                     *           "roomId": "5b1d7d1e-8a43-4d51-9f3a-0c6b2f1e9a10",
                     *           "userId": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *           "sequenceId": 42,
                     *           "content": "Hello, neighbours!",
                     *           "createdAt": "2026-05-01T18:30:00.000Z",
                     *           "messageType": "text",
                     *           "photoUrl": null,
                     *           "photoFileName": null,
                     *           "mentionedUserIds": [],
                     *           "clientMessageId": "c-1",
                     *           "user": {
                     *             "id": "0f8e5d2c-3b4a-4c6d-8e9f-1a2b3c4d5e6f",
                     *             "displayName": "Anna",
                     *             "username": "anna_k",
                     *             "gender": "female",
                     *             "avatar": null,
                     *             "primaryPhoto": null
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["MessageList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteApiMessagesMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchApiMessagesMessageId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "content": "Edited words",
                 *       "mentionedUserIds": []
                 *     }
                 */
                "application/json": {
                    /** @default  */
                    content?: string;
                    /** @default [] */
                    mentionedUserIds?: string[];
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiMessagesMessageIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiMessagesMessageIdReactionsEmoji: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
                /** @description One emoji, URL-encoded. */
                emoji: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiMessagesMessageIdReactionsEmoji: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                messageId: string;
                /** @description One emoji, URL-encoded. */
                emoji: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiPrivateChatCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    user1Id?: string;
                    /**
                     * Format: uuid
                     * @description The other member.
                     */
                    user2Id: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivateChatCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiPrivateChatId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    userId?: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getApiPrivateChatsRoomIdReadReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A room or private chat. */
                roomId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiChatDataUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatData"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiSearchMessages: {
        parameters: {
            query: {
                q: string;
                limit?: number | string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                userId?: string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                currentUserId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["MessageSearchResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiSearchUsers: {
        parameters: {
            query: {
                q: string;
                limit?: number | string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                userId?: string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                currentUserId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: {
                            id: string;
                            username: string;
                            displayName: string;
                            gender: string;
                            bio: string | null;
                            primaryPhoto: {
                                photoUrl: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiSearchRooms: {
        parameters: {
            query: {
                q: string;
                limit?: number | string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                userId?: string;
                /** @description Optional; when sent, must be the session’s own member id (else 403). */
                currentUserId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        results: components["schemas"]["RoomSearchResult"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiPhotosUploadUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fileName": "holiday.jpg"
                 *     }
                 */
                "application/json": {
                    fileName: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrlResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiPhotosPhotoIdComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putApiPhotosUploadToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description From `uploadURL`. */
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "image/*": string;
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Photo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getPhotosPhotoId: {
        parameters: {
            query?: {
                size?: "full" | "thumbnail";
            };
            header?: never;
            path: {
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getLinkPreviewsPreviewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                previewId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiUsersIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Any member. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: components["schemas"]["ProfilePhoto"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiUsersIdPhotos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    photoUrl: string;
                    fileName?: string | null;
                    isPrimary?: boolean;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfilePhoto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putApiUsersIdPhotosPhotoIdPrimary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: components["schemas"]["ProfilePhoto"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteApiUsersIdPhotosPhotoId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                photoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        photos: components["schemas"]["ProfilePhoto"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiUsersIdFriendRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        friendRequests: components["schemas"]["FriendRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiUsersIdSentFriendRequests: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sentFriendRequests: components["schemas"]["FriendRequest"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiUsersIdFriends: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        friends: components["schemas"]["Friend"][];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiUsersIdFriendshipStatusOtherId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                otherId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "none" | "friends" | "pending_sent" | "pending_received";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiFriendRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    senderId?: string;
                    /** Format: uuid */
                    receiverId: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @enum {string} */
                        status: "none" | "friends" | "pending_sent" | "pending_received";
                        requestId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiFriendRequestsRequestId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "accept" | "decline";
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @enum {string} */
                        status: "none" | "friends" | "pending_sent" | "pending_received";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiFriendRequestsRequestIdCancelUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                requestId: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        status: "none";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdFriendsFriendId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                friendId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @constant */
                        status: "none";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putApiUsersIdPrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    profileVisibility?: "public" | "friends" | "private";
                    showOnlineStatus?: boolean;
                    showLastSeen?: boolean;
                    showAge?: boolean;
                    showLocation?: boolean;
                    showPhotosToStrangers?: boolean;
                    discoverableInSearch?: boolean;
                    allowMentions?: boolean;
                    /** @enum {string} */
                    allowDirectMessages?: "everyone" | "friends" | "nobody";
                    readReceipts?: boolean;
                    blurStrangerPhotos?: boolean;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdBlockedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiUsersIdBlockedUsers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    blockedId: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdBlockedUsersBlockedId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                blockedId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "harassment" | "spam" | "inappropriate_content" | "fake_profile" | "other";
                    description: string;
                    /** @description A message of the reported member the report is about (from its menu). */
                    messageId?: string | null;
                    /**
                     * @description Keep a copy of the last messages of the private chat between the two as evidence.
                     * @default false
                     */
                    attachEvidence?: boolean;
                    /**
                     * Format: uuid
                     * @description Optional; when sent, must be the session’s own member id (else 403).
                     */
                    reporterId?: string;
                    /** Format: uuid */
                    reportedUserId: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "reviewed" | "resolved" | "dismissed";
                        /** @description True when an open report of the same member by the same reporter within a day was updated. */
                        updated: boolean;
                        evidenceMessages: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdProfileSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putApiUsersIdProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    displayName: string;
                    age?: number | string;
                    /** @enum {string} */
                    gender?: "male" | "female" | "non-binary" | "other";
                    bio?: string | null;
                    location: string;
                    latitude?: (number | string) | null;
                    longitude?: (number | string) | null;
                    /** @enum {string} */
                    genderPreference?: "all" | "male" | "female" | "non-binary" | "other";
                    ageMin?: number;
                    ageMax?: number;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionUser"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiUsersIdPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "email": "anna@example.org",
                     *       "pendingEmail": null
                     *     }
                     */
                    "application/json": components["schemas"]["EmailStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiUsersIdEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "anna@example.org",
                 *       "password": "a long secret"
                 *     }
                 */
                "application/json": {
                    /** @description An e-mail address; compared ignoring case. */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveSession"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdSessions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ended: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdSessionsHandle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                handle: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdExportData: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdExportDataZip: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP archive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdCookieConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        consent: components["schemas"]["StoredCookieConsent"] | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putApiUsersIdCookieConsent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    necessary: true;
                    functional: boolean;
                    analytics: boolean;
                    marketing: boolean;
                } | {
                    consent: {
                        /** @constant */
                        necessary: true;
                        functional: boolean;
                        analytics: boolean;
                        marketing: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StoredCookieConsent"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiNotificationsIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putApiUsersIdNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiUsersIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    putApiUsersIdNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enableNotifications?: boolean;
                    soundEnabled?: boolean;
                    vibrationEnabled?: boolean;
                    quietHours?: {
                        enabled?: boolean;
                        startTime?: string;
                        endTime?: string;
                    };
                    notifications?: {
                        newMessages?: boolean;
                        mentions?: boolean;
                        reactions?: boolean;
                        friendRequests?: boolean;
                        photoLikes?: boolean;
                        profileViews?: boolean;
                        newMatches?: boolean;
                        roomInvites?: boolean;
                        systemUpdates?: boolean;
                        securityAlerts?: boolean;
                    };
                    emailNotifications?: {
                        dailySummary?: boolean;
                        weeklyHighlights?: boolean;
                        importantUpdates?: boolean;
                        securityAlerts?: boolean;
                    };
                    /** @description Null is what the settings answer holds before any browser reported one: accepted back, it changes nothing (the zone is a browser's report, not a choice a saved form could undo). */
                    timeZone?: string | null;
                } | {
                    enableNotifications?: boolean;
                    soundEnabled?: boolean;
                    vibrationEnabled?: boolean;
                    quietHoursEnabled?: boolean;
                    quietHoursStart?: string;
                    quietHoursEnd?: string;
                    newMessages?: boolean;
                    mentions?: boolean;
                    reactions?: boolean;
                    friendRequests?: boolean;
                    photoLikes?: boolean;
                    profileViews?: boolean;
                    newMatches?: boolean;
                    roomInvites?: boolean;
                    systemUpdates?: boolean;
                    securityAlerts?: boolean;
                    emailDailySummary?: boolean;
                    emailWeeklyHighlights?: boolean;
                    emailImportantUpdates?: boolean;
                    emailSecurityAlerts?: boolean;
                    /** @description Null changes nothing, as in the tab's shape. */
                    timeZone?: string | null;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicKey: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getApiUsersIdPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevice"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiUsersIdPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDevice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiUsersIdPushSubscriptionsSubscriptionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in member’s own id. */
                id: string;
                subscriptionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiMailUnsubscribe: {
        parameters: {
            query?: {
                token?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "token": "q3J8y0dU1iVfXn7m2cR5tA9bK4eW6hZsLpGoNvYxMjQ"
                 *     }
                 */
                "application/json": {
                    token: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    "List-Unsubscribe": "One-Click";
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "switch": "weeklyHighlights"
                     *     }
                     */
                    "application/json": components["schemas"]["UnsubscribeResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiAdminDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getApiAdminModerationData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationData"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getApiAdminUsers: {
        parameters: {
            query?: {
                query?: string;
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUsersPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getApiAdminUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getApiAdminRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRoom"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    postApiAdminRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @description Optional; blank means none. */
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRoom"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiAdminRoomsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    postApiAdminBlockUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    reason: string;
                    notes?: string | null;
                    durationHours?: number | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiAdminUnblockUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    reason?: string | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiAdminBanUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    reason: string;
                    notes?: string | null;
                    durationHours?: number | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiAdminUnbanUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    reason?: string | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiAdminWarnUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    reason: string;
                    notes?: string | null;
                    durationHours?: number | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    putApiAdminReportsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "reviewed" | "resolved" | "dismissed";
                    adminNotes?: string | null;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    deleteApiAdminMessagesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    postApiAdminPurgeMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    hours: number;
                    reason: string;
                    adminUserId?: unknown;
                };
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        removed: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
        };
    };
    getApiAdminAudit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditEntry"][];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getApiOpenapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getApiAsyncapiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        asyncapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    getApiDocsAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                asset: "reference.js" | "start.js";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The script. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
}
