import type { RoomEvent, TMessage, TMessageList, TMessagePage } from '@nahbar/contracts';

export interface Unsubscribable {
  unsubscribe(): void;
}

export interface RoomEventHandlers {
  /** `id` is the event's tracked id: the last sequence id delivered with it. */
  onEvent(id: string, event: RoomEvent): void;
  onError(error: unknown): void;
}

/** The calls a room's feed makes; the app passes tRPC, tests pass fakes. */
export interface RoomFeedApi {
  initial(roomId: string): Promise<TMessagePage>;
  older(roomId: string, cursor: string): Promise<TMessagePage>;
  since(roomId: string, timestamp: string): Promise<TMessageList>;
  subscribe(roomId: string, lastEventId: string | null, handlers: RoomEventHandlers): Unsubscribable;
}

/** Which of the channel's connections is current, and a way to hear about them. */
export interface LiveSource {
  readonly connectionId: number;
  attach(listener: {
    connected(info: { missedSince: number | null; connectionId: number }): void;
    disconnected(): void;
  }): () => void;
}

export type { TMessage };
