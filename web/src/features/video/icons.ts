import { GenIcon, type IconType } from 'react-icons';

/**
 * The Lucide icons (drawn as react-icons/lu draws them) that only the video room uses. They are
 * kept out of 'react-icons/lu': that one module sits in the entry's vendor chunk holding every
 * icon any page imports from it, so each icon used here alone would weigh on the first load
 * (e2e/perf/bundle.spec.ts). Icons other pages use too still come from 'react-icons/lu'.
 */
type Part = [tag: string, attr: Record<string, string>];
const SVG = { viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round', strokeLinejoin: 'round' };
const lucide = (parts: Part[]): IconType => GenIcon({ tag: 'svg', attr: SVG, child: parts.map(([tag, attr]) => ({ tag, attr, child: [] })) });

export const LuAudioLines = lucide([['path',{d:'M2 10v3'}],['path',{d:'M6 6v11'}],['path',{d:'M10 3v18'}],['path',{d:'M14 8v7'}],['path',{d:'M18 5v13'}],['path',{d:'M22 10v3'}]]);
export const LuChevronUp = lucide([['path',{d:'m18 15-6-6-6 6'}]]);
export const LuCircle = lucide([['circle',{cx:'12',cy:'12',r:'10'}]]);
export const LuLogOut = lucide([['path',{d:'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'}],['polyline',{points:'16 17 21 12 16 7'}],['line',{x1:'21',x2:'9',y1:'12',y2:'12'}]]);
export const LuMic = lucide([['path',{d:'M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3Z'}],['path',{d:'M19 10v2a7 7 0 0 1-14 0v-2'}],['line',{x1:'12',x2:'12',y1:'19',y2:'22'}]]);
export const LuMicOff = lucide([['line',{x1:'2',x2:'22',y1:'2',y2:'22'}],['path',{d:'M18.89 13.23A7.12 7.12 0 0 0 19 12v-2'}],['path',{d:'M5 10v2a7 7 0 0 0 12 5'}],['path',{d:'M15 9.34V5a3 3 0 0 0-5.68-1.33'}],['path',{d:'M9 9v3a3 3 0 0 0 5.12 2.12'}],['line',{x1:'12',x2:'12',y1:'19',y2:'22'}]]);
export const LuMonitorUp = lucide([['path',{d:'m9 10 3-3 3 3'}],['path',{d:'M12 13V7'}],['rect',{width:'20',height:'14',x:'2',y:'3',rx:'2'}],['path',{d:'M12 17v4'}],['path',{d:'M8 21h8'}]]);
export const LuPanelLeftClose = lucide([['rect',{width:'18',height:'18',x:'3',y:'3',rx:'2'}],['path',{d:'M9 3v18'}],['path',{d:'m16 15-3-3 3-3'}]]);
export const LuPanelLeftOpen = lucide([['rect',{width:'18',height:'18',x:'3',y:'3',rx:'2'}],['path',{d:'M9 3v18'}],['path',{d:'m14 9 3 3-3 3'}]]);
export const LuPanelRightClose = lucide([['rect',{width:'18',height:'18',x:'3',y:'3',rx:'2'}],['path',{d:'M15 3v18'}],['path',{d:'m8 9 3 3-3 3'}]]);
export const LuPanelRightOpen = lucide([['rect',{width:'18',height:'18',x:'3',y:'3',rx:'2'}],['path',{d:'M15 3v18'}],['path',{d:'m10 15-3-3 3-3'}]]);
export const LuPinOff = lucide([['path',{d:'M12 17v5'}],['path',{d:'M15 9.34V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H7.89'}],['path',{d:'m2 2 20 20'}],['path',{d:'M9 9v1.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h11'}]]);
export const LuSettings = lucide([['path',{d:'M12.22 2h-.44a2 2 0 0 0-2 2v.18a2 2 0 0 1-1 1.73l-.43.25a2 2 0 0 1-2 0l-.15-.08a2 2 0 0 0-2.73.73l-.22.38a2 2 0 0 0 .73 2.73l.15.1a2 2 0 0 1 1 1.72v.51a2 2 0 0 1-1 1.74l-.15.09a2 2 0 0 0-.73 2.73l.22.38a2 2 0 0 0 2.73.73l.15-.08a2 2 0 0 1 2 0l.43.25a2 2 0 0 1 1 1.73V20a2 2 0 0 0 2 2h.44a2 2 0 0 0 2-2v-.18a2 2 0 0 1 1-1.73l.43-.25a2 2 0 0 1 2 0l.15.08a2 2 0 0 0 2.73-.73l.22-.39a2 2 0 0 0-.73-2.73l-.15-.08a2 2 0 0 1-1-1.74v-.5a2 2 0 0 1 1-1.74l.15-.09a2 2 0 0 0 .73-2.73l-.22-.38a2 2 0 0 0-2.73-.73l-.15.08a2 2 0 0 1-2 0l-.43-.25a2 2 0 0 1-1-1.73V4a2 2 0 0 0-2-2z'}],['circle',{cx:'12',cy:'12',r:'3'}]]);
export const LuSignal = lucide([['path',{d:'M2 20h.01'}],['path',{d:'M7 20v-4'}],['path',{d:'M12 20v-8'}],['path',{d:'M17 20V8'}],['path',{d:'M22 4v16'}]]);
export const LuSignalLow = lucide([['path',{d:'M2 20h.01'}],['path',{d:'M7 20v-4'}]]);
export const LuStar = lucide([['path',{d:'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z'}]]);
export const LuVideoOff = lucide([['path',{d:'M10.66 6H14a2 2 0 0 1 2 2v2.5l5.248-3.062A.5.5 0 0 1 22 7.87v8.196'}],['path',{d:'M16 16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2'}],['path',{d:'m2 2 20 20'}]]);
export const LuWifiOff = lucide([['path',{d:'M12 20h.01'}],['path',{d:'M8.5 16.429a5 5 0 0 1 7 0'}],['path',{d:'M5 12.859a10 10 0 0 1 5.17-2.69'}],['path',{d:'M19 12.859a10 10 0 0 0-2.007-1.523'}],['path',{d:'M2 8.82a15 15 0 0 1 4.177-2.643'}],['path',{d:'M22 8.82a15 15 0 0 0-11.288-3.764'}],['path',{d:'m2 2 20 20'}]]);

// Used by the room's panels and controls (captions, recording, knocks, assist).
export const LuCaptions = lucide([['rect',{width:'18',height:'14',x:'3',y:'5',rx:'2',ry:'2'}],['path',{d:'M7 15h4M15 15h2M7 11h2M13 11h4'}]]);
export const LuCaptionsOff = lucide([['path',{d:'M10.5 5H19a2 2 0 0 1 2 2v8.5'}],['path',{d:'M17 11h-.5'}],['path',{d:'M19 19H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2'}],['path',{d:'m2 2 20 20'}],['path',{d:'M7 11h4'}],['path',{d:'M7 15h2.5'}]]);
export const LuCircleDot = lucide([['circle',{cx:'12',cy:'12',r:'10'}],['circle',{cx:'12',cy:'12',r:'1'}]]);
export const LuDoorOpen = lucide([['path',{d:'M13 4h3a2 2 0 0 1 2 2v14'}],['path',{d:'M2 20h3'}],['path',{d:'M13 20h9'}],['path',{d:'M10 12v.01'}],['path',{d:'M13 4.562v16.157a1 1 0 0 1-1.242.97L5 20V5.562a2 2 0 0 1 1.515-1.94l4-1A2 2 0 0 1 13 4.561Z'}]]);
export const LuGripHorizontal = lucide([['circle',{cx:'12',cy:'9',r:'1'}],['circle',{cx:'19',cy:'9',r:'1'}],['circle',{cx:'5',cy:'9',r:'1'}],['circle',{cx:'12',cy:'15',r:'1'}],['circle',{cx:'19',cy:'15',r:'1'}],['circle',{cx:'5',cy:'15',r:'1'}]]);
export const LuHand = lucide([['path',{d:'M18 11V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2'}],['path',{d:'M14 10V4a2 2 0 0 0-2-2a2 2 0 0 0-2 2v2'}],['path',{d:'M10 10.5V6a2 2 0 0 0-2-2a2 2 0 0 0-2 2v8'}],['path',{d:'M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15'}]]);
export const LuMove = lucide([['path',{d:'M12 2v20'}],['path',{d:'m15 19-3 3-3-3'}],['path',{d:'m19 9 3 3-3 3'}],['path',{d:'M2 12h20'}],['path',{d:'m5 9-3 3 3 3'}],['path',{d:'m9 5 3-3 3 3'}]]);
export const LuPin = lucide([['path',{d:'M12 17v5'}],['path',{d:'M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z'}]]);
