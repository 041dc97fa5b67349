import type { AppSocket } from '../../lib/socket.ts';

/**
 * The socket the open video room talks on: the tab's signed-in socket, or a guest's own. Set by
 * useVideoSocket while the room is open; the captions emit 'video:caption' on it.
 */
let current: AppSocket | null = null;
export const setRoomSocket = (socket: AppSocket | null) => {
  current = socket;
};
export const roomSocket = () => current;
