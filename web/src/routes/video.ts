// The video room: LiveKit and the room's panels load only with these pages.
export { default as VideoRoomPage } from '../features/video/VideoRoomPage.tsx';
export { default as GuestJoinPage } from '../features/video/guest/GuestJoinPage.tsx';
